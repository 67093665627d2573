import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { HttpContext } from '@adonisjs/core/http'
import EWarrantyController from '#controllers/public/e_warranty_controller'
import { formatWarrantyCode } from '#domain/warranty_code'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { pageCacheOn } from '#tests/helpers/page_cache'

/** Three warranties of different cars. */
async function seed() {
  const { staff, films } = await salesWorld()
  const sales = []
  for (const plateNumber of ['WXY 1234', 'JKL 5678', 'BCD 9012']) {
    sales.push(await registerSale(staff.user, films.clear, { plateNumber }))
  }
  return sales.map((sale) => formatWarrantyCode(sale.warrantyCode))
}

/**
 * Issue 30, item 3 (acceptance): the lookup is answered by its route, in
 * production as in development, however often it is asked. Nothing in
 * front of the router answers it: a change to its controller shows in
 * every answer.
 */
test.group('EWarranty | the lookup is answered by its route', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    return testUtils.db().withGlobalTransaction()
  })
  // Production-like: the public page cache is on, as it is in production.
  group.each.setup(() => pageCacheOn())

  test('every lookup, again and again, runs the controller: {$self}')
    .with(['by code', 'by plate + last 4'])
    .run(async ({ client, assert, cleanup }, kind) => {
      const codes = await seed()
      const show = EWarrantyController.prototype.show
      let calls = 0
      EWarrantyController.prototype.show = function (this: EWarrantyController, ctx: HttpContext) {
        calls++
        ctx.response.header('X-Answered-By', 'EWarrantyController.show')
        return show.call(this, ctx)
      }
      cleanup(() => {
        EWarrantyController.prototype.show = show
      })

      const plates = ['WXY 1234', 'JKL 5678', 'BCD 9012']
      let asked = 0
      for (let round = 0; round < 3; round++) {
        for (const [index, code] of codes.entries()) {
          const query = kind === 'by code' ? { code } : { plate: plates[index], phone4: '6789' }
          const response = await client
            .get(round === 1 ? '/vi/e-warranty' : '/e-warranty')
            .qs(query)
          asked++
          response.assertStatus(200)
          assert.equal(response.header('x-answered-by'), 'EWarrantyController.show')
          assert.equal(response.header('cache-control'), 'no-store')
          assert.isDefined(response.header('x-request-id'))
          assert.isUndefined(response.header('set-cookie'))
          assert.isUndefined(response.header('x-page-cache'))
          assert.equal(response.header('x-frame-options'), 'DENY')
          assert.include(response.text(), code)
          for (const other of codes) if (other !== code) assert.notInclude(response.text(), other)
        }
      }
      assert.equal(calls, asked)
    })
})
