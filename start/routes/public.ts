import router from '@adonisjs/core/services/router'
import { DEFAULT_LOCALE } from '#config/i18n'
import { LOCALES, localizedPath } from '#dtos/locales'
import { middleware } from '#start/kernel'

const PagesController = () => import('#controllers/public/pages_controller')
const SeoController = () => import('#controllers/public/seo_controller')
const HealthController = () => import('#controllers/public/health_controller')
const EWarrantyController = () => import('#controllers/public/e_warranty_controller')
const ChallengeController = () => import('#controllers/public/challenge_controller')
const OwnerClaimsController = () => import('#controllers/public/owner_claims_controller')

/*
 * The public site: no session, CSRF cookie, auth or bouncer (those are the
 * back office's, see `backOffice` in #start/kernel); the router's own
 * middleware gives every answer its security headers.
 */

/**
 * The four pages in every language: the default one (`DEFAULT_LOCALE`) at
 * the root, each other under its prefix (`/vi`, `/vi/about`, ...). The
 * controllers read the language from the URL (see #http/request_locale).
 * Their HTML is kept and sent with Cache-Control and an ETag (the
 * `pageCache` middleware); a lookup (`/e-warranty?code=…`) never is.
 */
for (const locale of LOCALES) {
  const at = (path: string) => localizedPath(path, locale, DEFAULT_LOCALE)
  const name = (page: string) => (locale === DEFAULT_LOCALE ? page : `${page}.${locale}`)
  router
    .group(() => {
      router.get(at('/'), [PagesController, 'home']).as(name('public.home'))
      router.get(at('/about'), [PagesController, 'about']).as(name('public.about'))
      router.get(at('/e-warranty'), [EWarrantyController, 'show']).as(name('public.e_warranty'))
      router.get(at('/contact'), [PagesController, 'contact']).as(name('public.contact'))
    })
    .use(middleware.pageCache())
}
/*
 * The owner's claims: pages of one person's data, so never the page cache.
 * A warranty code in the path may be typed any way the lookup accepts; the
 * private link's token is 32 random bytes, base64url.
 */
const warrantyCode = { match: /^[A-Za-z0-9-]{1,40}$/ }
const accessToken = { match: /^[A-Za-z0-9_-]{43}$/ }
for (const locale of LOCALES) {
  const at = (path: string) => localizedPath(path, locale, DEFAULT_LOCALE)
  const name = (page: string) => (locale === DEFAULT_LOCALE ? page : `${page}.${locale}`)
  router
    .get(at('/e-warranty/claims/:token'), [OwnerClaimsController, 'statusPage'])
    .where('token', accessToken)
    .as(name('public.claims.status'))
  router
    .get(at('/e-warranty/:code/claim'), [OwnerClaimsController, 'newPage'])
    .where('code', warrantyCode)
    .as(name('public.claims.new'))
  router
    .get(at('/e-warranty/:code/claims'), [OwnerClaimsController, 'claimsPage'])
    .where('code', warrantyCode)
    .as(name('public.claims.index'))
}
router
  .group(() => {
    router
      .post('/warranties/:code/one-time-codes', [OwnerClaimsController, 'requestCode'])
      .where('code', warrantyCode)
      .as('codes.send')
    router
      .post('/warranties/:code/one-time-codes/verify', [OwnerClaimsController, 'verifyCode'])
      .where('code', warrantyCode)
      .as('codes.verify')
    // Multipart, the one route whose body parser reads files (config/bodyparser.ts).
    router
      .post('/warranties/:code/claims', [OwnerClaimsController, 'file'])
      .where('code', warrantyCode)
      .as('claims.file')
    router
      .get('/warranties/:code/claims', [OwnerClaimsController, 'list'])
      .where('code', warrantyCode)
      .as('claims.index')
    router
      .get('/claims/:token', [OwnerClaimsController, 'show'])
      .where('token', accessToken)
      .as('claims.show')
    // This API described (OpenAPI 3.1), for anyone.
    router.get('/openapi.json', [OwnerClaimsController, 'openApi']).as('openapi')
  })
  .prefix('/api/public')
  .as('public_api')

router
  .get('/e-warranty/:code/certificate.pdf', [EWarrantyController, 'certificate'])
  .as('public.e_warranty.certificate')
// The proof-of-work challenge a sign-in or a lookup over its budget asks for (#http/rate_limits).
router.get('/altcha/challenge', [ChallengeController, 'show']).as('altcha.challenge')
router.get('/ewarranty', ({ response }) => response.redirect().status(301).toPath('/e-warranty'))

router.get('/robots.txt', [SeoController, 'robots'])
router.get('/sitemap.xml', [SeoController, 'sitemap'])
router.get('/health', [HealthController, 'show'])
router.get('/health/ready', [HealthController, 'ready'])
