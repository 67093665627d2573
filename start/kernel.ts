import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Run on every request, matched route or not (static files, 404s).
 */
server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/method_spoofing_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

/**
 * Run on requests that matched a route, public or not: what every page
 * needs (its security headers, Inertia). No cookie is written here.
 */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/shield_headers_middleware'),
  () => import('@adonisjs/inertia/inertia_middleware'),
  () => import('#middleware/inertia_guard_middleware'),
])

export const middleware = router.named({
  session: () => import('@adonisjs/session/session_middleware'),
  csrf: () => import('#middleware/csrf_middleware'),
  initializeAuth: () => import('@adonisjs/auth/initialize_auth_middleware'),
  initializeBouncer: () => import('#middleware/initialize_bouncer_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  pageAuth: () => import('#middleware/page_auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  pageCache: () => import('#middleware/page_cache_middleware'),
})

/**
 * What the back office (admin pages, the JSON API) needs and the public
 * site does not: a session (the CSRF secret, flash messages), the CSRF
 * check and its XSRF-TOKEN cookie, auth and bouncer. Given to their route
 * groups (start/routes/admin.ts, api.ts), so a visitor of the public pages
 * or a lookup gets no cookie and pays for none of it.
 */
export const backOffice = () => [
  middleware.session(),
  middleware.csrf(),
  middleware.initializeAuth(),
  middleware.initializeBouncer(),
]
