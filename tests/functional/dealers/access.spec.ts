import { resourceRoutes } from '#tests/helpers/admin_api'
import { adminOnlyAccessGroup } from '#tests/helpers/admin_only'

// `/dealers/options` is open to staff (their own dealer only): see options.spec.ts.
adminOnlyAccessGroup('Dealers API | access', resourceRoutes('/api/admin/dealers'))
