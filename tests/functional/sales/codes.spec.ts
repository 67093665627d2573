import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Sale from '#models/sale'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, saleBody, salesWorld } from '#tests/helpers/sales'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

test.group('Sales API | warranty codes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('30 registrations in parallel get 30 distinct codes, and exactly 30 sales exist', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.post(SALES_URL, saleBody(films, { plateNumber: `WXY ${1000 + index}` }))
      )
    )
    for (const response of responses) response.assertStatus(201)
    const codes = responses.map(
      (response) => (response.body() as MutationResult<SaleDetailDto>).data.warrantyCode
    )
    assert.equal(new Set(codes).size, 30)
    for (const code of codes) assert.match(code, /^WF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/)

    const stored = await Sale.query().select('warranty_code')
    assert.lengthOf(stored, 30)
    assert.sameMembers(
      stored.map((sale) => sale.warrantyCode),
      codes.map((code) => code.replaceAll('-', ''))
    )
  })

  test('consecutive registrations get unrelated codes, not a sequence', async ({
    client,
    assert,
  }) => {
    const { staff, films } = await salesWorld()
    const api = adminApi(client, staff.token)
    const codes: string[] = []
    for (let index = 0; index < 5; index++) {
      const response = await api.post(SALES_URL, saleBody(films))
      codes.push((response.body() as MutationResult<SaleDetailDto>).data.warrantyCode)
    }
    // A counter would keep the first group; five random ones sharing it is a 1 in 2^80 event.
    assert.isAbove(new Set(codes.map((code) => code.slice(3, 7))).size, 1)
  })
})
