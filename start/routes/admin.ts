import router from '@adonisjs/core/services/router'
import { backOffice, middleware } from '#start/kernel'

const AdminPagesController = () => import('#controllers/admin/pages_controller')
const CertificatesController = () => import('#controllers/admin/certificates_controller')

router
  .group(() => {
    router.get('/login', [AdminPagesController, 'login']).use(middleware.guest()).as('login')
    router
      .group(() => {
        router.get('/', [AdminPagesController, 'home']).as('home')
        router.get('/sales', [AdminPagesController, 'sales']).as('sales')
        router.get('/sales/create', [AdminPagesController, 'salesCreate']).as('sales.create')
        // The owner's certificate (PDF), opened from the sale drawer and the success panel.
        router
          .get('/sales/:id/certificate.pdf', [CertificatesController, 'show'])
          .where('id', { match: /^[0-9]{1,9}$/, cast: (id: string) => Number(id) })
          .as('sales.certificate')
      })
      .use(middleware.pageAuth())
    router
      .group(() => {
        router.get('/dealers', [AdminPagesController, 'dealers']).as('dealers')
        router.get('/products', [AdminPagesController, 'products']).as('products')
        router.get('/users', [AdminPagesController, 'users']).as('users')
        router.get('/outbox', [AdminPagesController, 'outbox']).as('outbox')
      })
      .use(middleware.pageAuth({ adminOnly: true }))
  })
  .prefix('/admin')
  .as('admin')
  .use(backOffice())
