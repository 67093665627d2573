import router from '@adonisjs/core/services/router'
import { DEFAULT_LOCALE } from '#config/i18n'
import { LOCALES, localizedPath } from '#dtos/locales'
import { middleware } from '#start/kernel'

const PagesController = () => import('#controllers/public/pages_controller')
const SeoController = () => import('#controllers/public/seo_controller')
const HealthController = () => import('#controllers/public/health_controller')
const EWarrantyController = () => import('#controllers/public/e_warranty_controller')
const ChallengeController = () => import('#controllers/public/challenge_controller')

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
