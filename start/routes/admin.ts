import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminPagesController = () => import('#controllers/admin/pages_controller')

router
  .group(() => {
    router.get('/login', [AdminPagesController, 'login']).use(middleware.guest()).as('login')
    router
      .group(() => {
        router.get('/', [AdminPagesController, 'home']).as('home')
        router.get('/sales', [AdminPagesController, 'sales']).as('sales')
        router.get('/sales/create', [AdminPagesController, 'salesCreate']).as('sales.create')
      })
      .use(middleware.pageAuth())
    router
      .group(() => {
        router.get('/dealers', [AdminPagesController, 'dealers']).as('dealers')
        router.get('/products', [AdminPagesController, 'products']).as('products')
        router.get('/users', [AdminPagesController, 'users']).as('users')
      })
      .use(middleware.pageAuth({ adminOnly: true }))
  })
  .prefix('/admin')
  .as('admin')
