import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AuthController = () => import('#controllers/api/admin/auth_controller')

// Sets the XSRF-TOKEN cookie (shield writes it on every request with a session).
router.get('/sanctum/csrf-cookie', ({ response }) => response.noContent())

router
  .group(() => {
    router.post('/auth/login', [AuthController, 'login']).as('auth.login')

    router
      .group(() => {
        router.post('/auth/logout', [AuthController, 'logout']).as('auth.logout')
        router.get('/auth/me', [AuthController, 'me']).as('auth.me')
        // The spec's client POSTs with `_method: PATCH` in the body; the route is PATCH.
        router
          .route('/auth/password/my', ['PATCH', 'POST'], [AuthController, 'changePassword'])
          .as('auth.password')
      })
      .use(middleware.auth())
  })
  .prefix('/api/admin')
  .as('api')
