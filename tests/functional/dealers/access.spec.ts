import { resourceRoutes } from '#tests/helpers/admin_api'
import { adminOnlyAccessGroup } from '#tests/helpers/admin_only'

adminOnlyAccessGroup('Dealers API | access', [
  ...resourceRoutes('/api/admin/dealers'),
  { method: 'get', url: '/api/admin/dealers/options' },
])
