import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Run on every request, matched route or not (static files, 404s). Cached
 * public pages are answered before any of these (see #http/page_cache).
 */
server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/method_spoofing_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/page_cache_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

/**
 * Run on requests that matched a route.
 */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('@adonisjs/inertia/inertia_middleware'),
  () => import('#middleware/inertia_guard_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  pageAuth: () => import('#middleware/page_auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
})
