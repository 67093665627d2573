import router from '@adonisjs/core/services/router'

const PagesController = () => import('#controllers/public/pages_controller')
const SeoController = () => import('#controllers/public/seo_controller')
const HealthController = () => import('#controllers/public/health_controller')
const EWarrantyController = () => import('#controllers/public/e_warranty_controller')

router.get('/', [PagesController, 'home']).as('public.home')
router.get('/about', [PagesController, 'about']).as('public.about')
router.get('/e-warranty', [EWarrantyController, 'show']).as('public.e_warranty')
router
  .get('/e-warranty/:code/certificate.pdf', [EWarrantyController, 'certificate'])
  .as('public.e_warranty.certificate')
router.get('/contact', [PagesController, 'contact']).as('public.contact')
router.get('/ewarranty', ({ response }) => response.redirect().status(301).toPath('/e-warranty'))

router.get('/robots.txt', [SeoController, 'robots'])
router.get('/sitemap.xml', [SeoController, 'sitemap'])
router.get('/health', [HealthController, 'show'])
router.get('/health/ready', [HealthController, 'ready'])
