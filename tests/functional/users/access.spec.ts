import { resourceRoutes } from '#tests/helpers/admin_api'
import { adminOnlyAccessGroup } from '#tests/helpers/admin_only'

adminOnlyAccessGroup('Users API | access', resourceRoutes('/api/admin/users'))
