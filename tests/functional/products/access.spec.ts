import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { ProductFactory } from '#database/factories/product_factory'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi, resourceRoutes } from '#tests/helpers/admin_api'
import { adminOnlyAccessGroup } from '#tests/helpers/admin_only'

adminOnlyAccessGroup('Products API | access', resourceRoutes('/api/admin/products'))

test.group('Products API | options for the sales form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{role} gets active, live products by name')
    .with([{ role: 'staff' }, { role: 'an admin' }])
    .run(async ({ client, assert }, { role }) => {
      const { token } = role === 'staff' ? await createStaff() : await createAdmin()
      await ProductFactory.merge([
        { sku: 'OPT-B', name: 'Bravo Ceramic 35', vlt: 35, warrantyYears: 7 },
        { sku: 'OPT-A', name: 'Alpha Carbon 20', type: 'carbon', series: null },
        { sku: 'OPT-C', name: 'Charlie Dyed 50', status: 'discontinued' },
        { sku: 'OPT-D', name: 'Delta Safety 70', deletedAt: DateTime.now() },
      ]).createMany(4)
      const response = await adminApi(client, token).get('/api/admin/products/options')
      response.assertStatus(200)
      const options = response.body().data
      assert.deepEqual(
        options.map((option: { sku: string }) => option.sku),
        ['OPT-A', 'OPT-B']
      )
      assert.deepEqual(options[1], {
        id: options[1].id,
        sku: 'OPT-B',
        name: 'Bravo Ceramic 35',
        series: 'Test Series',
        type: 'ceramic',
        vlt: 35,
        warrantyYears: 7,
      })
    })

  test('answers 401 without a token', async ({ client }) => {
    const response = await client.get('/api/admin/products/options')
    response.assertStatus(401)
  })
})
