import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi } from '#tests/helpers/admin_api'
import { SALES_URL, registerSale, salesWorld } from '#tests/helpers/sales'
import { PER_PAGE_OPTIONS } from '#dtos/pagination'

/**
 * Issue 31, item 2: a `perPage` outside 10/25/50/100 was a 500 for a
 * Vietnamese user on every list (the Vietnamese message wanted `{choices}`,
 * which VineJS's `number().in()` does not pass). Staff reach three of them.
 */
test.group('I18n | list queries refused in both languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('perPage=7 on every list is a 422 with the choices, in English and Vietnamese', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const adminLists = [
      '/api/admin/dealers',
      '/api/admin/products',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/outbox',
    ]
    const staffLists = [SALES_URL, `${SALES_URL}/export.csv`, `${SALES_URL}/${sale.id}/history`]
    const choices = PER_PAGE_OPTIONS.join(', ')
    const expected = { en: `Choose one of: ${choices}.`, vi: `Chọn một trong: ${choices}.` }

    for (const locale of ['en', 'vi'] as const) {
      await admin.user.merge({ locale }).save()
      await staff.user.merge({ locale }).save()
      const calls = [
        ...adminLists.map((url) => ({ url, token: admin.token })),
        ...staffLists.map((url) => ({ url, token: staff.token })),
      ]
      for (const { url, token } of calls) {
        const response = await adminApi(client, token).get(url, { perPage: 7 })
        assert.equal(response.status(), 422, `${locale} ${url}`)
        assert.equal(response.body().errors.perPage, expected[locale], `${locale} ${url}`)
      }
    }
  })
})
