import router from '@adonisjs/core/services/router'
import { backOffice, middleware } from '#start/kernel'

const AuthController = () => import('#controllers/api/admin/auth_controller')
const DealersController = () => import('#controllers/api/admin/dealers_controller')
const ProductsController = () => import('#controllers/api/admin/products_controller')
const UsersController = () => import('#controllers/api/admin/users_controller')
const SalesController = () => import('#controllers/api/admin/sales_controller')
const OpenApiController = () => import('#controllers/api/admin/openapi_controller')
const AuditController = () => import('#controllers/api/admin/audit_controller')
const PageCacheController = () => import('#controllers/api/admin/page_cache_controller')
const DashboardController = () => import('#controllers/api/admin/dashboard_controller')
const OutboxController = () => import('#controllers/api/admin/outbox_controller')

/** Record ids: digits that fit an integer column, so a huge id is a 404, never a database error. */
const recordId = { match: /^[0-9]{1,9}$/, cast: (id: string) => Number(id) }

// Sets the XSRF-TOKEN cookie (the CSRF middleware writes it on every back-office answer).
router.get('/sanctum/csrf-cookie', ({ response }) => response.noContent()).use(backOffice())

router
  .group(() => {
    router.post('/auth/login', [AuthController, 'login']).as('auth.login')

    router
      .group(() => {
        router.post('/auth/logout', [AuthController, 'logout']).as('auth.logout')
        router.get('/auth/me', [AuthController, 'me']).as('auth.me')
        router.patch('/auth/me', [AuthController, 'updateMe']).as('auth.update_me')
        // The spec's client POSTs with `_method: PATCH` in the body; the route is PATCH.
        router
          .route('/auth/password/my', ['PATCH', 'POST'], [AuthController, 'changePassword'])
          .as('auth.password')

        // Admin back office: dealers, products (the film catalogue) and users.
        router.get('/dealers/options', [DealersController, 'options']).as('dealers.options')
        router.get('/products/options', [ProductsController, 'options']).as('products.options')
        router.resource('dealers', DealersController).apiOnly().where('id', recordId)
        router.resource('products', ProductsController).apiOnly().where('id', recordId)
        router.resource('users', UsersController).apiOnly().where('id', recordId)
        router
          .post('/dealers/:id/restore', [DealersController, 'restore'])
          .where('id', recordId)
          .as('dealers.restore')
        router
          .post('/products/:id/restore', [ProductsController, 'restore'])
          .where('id', recordId)
          .as('products.restore')
        router
          .post('/users/:id/restore', [UsersController, 'restore'])
          .where('id', recordId)
          .as('users.restore')

        // Sales and their warranties (both roles; staff see their own dealer's).
        router.get('/sales/export.csv', [SalesController, 'export']).as('sales.export')
        router.get('/sales', [SalesController, 'index']).as('sales.index')
        router.post('/sales', [SalesController, 'store']).as('sales.store')
        router.get('/sales/:id', [SalesController, 'show']).where('id', recordId).as('sales.show')
        router
          .put('/sales/:id', [SalesController, 'update'])
          .where('id', recordId)
          .as('sales.update')
        router
          .post('/sales/:id/void', [SalesController, 'void'])
          .where('id', recordId)
          .as('sales.void')
        router
          .post('/sales/:id/transfer', [SalesController, 'transfer'])
          .where('id', recordId)
          .as('sales.transfer')
        router
          .get('/sales/:id/history', [AuditController, 'saleHistory'])
          .where('id', recordId)
          .as('sales.history')

        // The history of every change (admins; a sale's own history above).
        router.get('/audit', [AuditController, 'index']).as('audit.index')

        // Messages to owners and their delivery (admins); a failed one sent again.
        router.get('/outbox', [OutboxController, 'index']).as('outbox.index')
        router
          .post('/outbox/:id/retry', [OutboxController, 'retry'])
          .where('id', recordId)
          .as('outbox.retry')

        // The dashboard's figures (both roles; staff: their dealer's).
        router.get('/dashboard', [DashboardController, 'show']).as('dashboard')

        // This API described (OpenAPI 3.1), for admins.
        router.get('/openapi.json', [OpenApiController, 'show']).as('openapi')
        // Public pages rendered afresh on every server (admins).
        router.post('/page-cache/clear', [PageCacheController, 'clear']).as('page_cache.clear')
      })
      .use(middleware.auth())
  })
  .prefix('/api/admin')
  .as('api')
  .use(backOffice())
