import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { adminApi } from '#tests/helpers/admin_api'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'

const GENERIC = 'This field is required.'

/**
 * An empty form answers with what each field needs ("Enter the customer's
 * phone."), the same words the browser shows before sending — never
 * "This field is required." five times.
 */
test.group('Field messages | empty required fields say what is needed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{resource}')
    .with([
      {
        resource: 'a sale (admin)',
        url: '/api/admin/sales',
        admin: true,
        fields: [
          'dealerId',
          'customerName',
          'customerPhone',
          'plateNumber',
          'vehicleMake',
          'vehicleModel',
          'installedAt',
          'items',
        ] as const,
        messages: REQUIRED_MESSAGES.sale,
      },
      {
        resource: 'a dealer',
        url: '/api/admin/dealers',
        admin: true,
        fields: ['name', 'phone'] as const,
        messages: REQUIRED_MESSAGES.dealer,
      },
      {
        resource: 'a product',
        url: '/api/admin/products',
        admin: true,
        fields: ['sku', 'name', 'type', 'vlt', 'warrantyYears'] as const,
        messages: REQUIRED_MESSAGES.product,
      },
      {
        resource: 'a user',
        url: '/api/admin/users',
        admin: true,
        fields: ['username', 'password'] as const,
        messages: REQUIRED_MESSAGES.user,
      },
      {
        resource: 'a password change',
        url: '/api/admin/auth/password/my',
        admin: false,
        fields: ['currentPassword', 'password', 'passwordConfirmation'] as const,
        messages: REQUIRED_MESSAGES.passwordChange,
      },
    ])
    .run(async ({ client, assert }, { url, admin, fields, messages }) => {
      const { token } = admin ? await createAdmin() : await createStaff()
      const response = await adminApi(client, token).post(url, {})
      response.assertStatus(422)
      const errors = response.body().errors as Record<string, string>
      for (const field of fields) {
        assert.equal(errors[field], (messages as Record<string, string>)[field], field)
      }
      assert.notInclude(Object.values(errors), GENERIC)
    })

  test('sign-in', async ({ client, assert }) => {
    const response = await client.post('/api/admin/auth/login').json({}).withCsrfToken()
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, REQUIRED_MESSAGES.login)
  })

  test('a void without a reason', async ({ client, assert }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    const response = await adminApi(client, admin.token).post(
      `/api/admin/sales/${sale.id}/void`,
      {}
    )
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, { reason: REQUIRED_MESSAGES.sale.reason })
  })
})
