import router from '@adonisjs/core/services/router'
import { errors } from '@adonisjs/core/http'
// Depend on every route file: the preloads import #start/kernel concurrently,
// and without these a file waiting on the kernel could register after `*`.
import '#start/routes/public'
import '#start/routes/admin'
import '#start/routes/api'

/*
 * Registered last. An unmatched URL would skip the router middleware
 * (security headers, inertia), so the error handler could not render the
 * public 404 page or send the security headers; routing it here runs them,
 * then the handler answers 404 (JSON under /api, the page elsewhere).
 */
router
  .any('*', ({ request }) => {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  })
  .as('fallback')
