import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Sale from '#models/sale'
import { ProductFactory } from '#database/factories/product_factory'
import { DealerFactory } from '#database/factories/dealer_factory'
import { DEFAULT_LEGAL_TINT_MINIMUMS, parseLegalTintMinimums } from '#domain/legal_tint'
import { formatWarrantyCode } from '#domain/warranty_code'
import { adminApi } from '#tests/helpers/admin_api'
import { withLegalTint } from '#tests/helpers/legal_tint'
import { SALES_URL, saleBody, salesWorld } from '#tests/helpers/sales'
import { BASE_URL } from '#tests/helpers/browser'
import { pdfText } from '#tests/helpers/pdf'
import { runAce } from '#tests/helpers/ace'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto } from '#dtos/sale'

type Problem = { message: string; errors: Record<string, string> }

test.group('Sales API | legal-tint check', (group) => {
  group.each.setup(async () => {
    const restore = withLegalTint()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      restore()
      await rollback()
    }
  })

  test('the default set: windshield 70 %, front sides 50 %, no rule elsewhere', ({ assert }) => {
    assert.deepEqual(DEFAULT_LEGAL_TINT_MINIMUMS, { windshield: 70, front_sides: 50 })
    assert.deepEqual(parseLegalTintMinimums(' windshield = 75, rear_sides=35 '), {
      ok: true,
      minimums: { windshield: 75, rear_sides: 35 },
    })
    assert.deepEqual(parseLegalTintMinimums('none'), { ok: true, minimums: {} })
    for (const wrong of ['front_left=50', 'windshield=170', 'windshield=70,windshield=60', 'x']) {
      assert.isFalse(parseLegalTintMinimums(wrong).ok, wrong)
    }
  })

  test('a minimums setting that cannot be read stops the app at boot, saying why', async ({
    assert,
  }) => {
    const { code, output } = await runAce(['migration:status'], {
      LEGAL_TINT_MINIMUMS: 'windshield=70,front_left=50',
    })
    assert.notEqual(code, 0)
    assert.include(
      output.replace(/\s+/g, ' '),
      'LEGAL_TINT_MINIMUMS: "front_left" is not a window; use windshield, front_sides'
    )
  }).timeout(60_000)

  test('a film below the minimum is refused (422) on its row without a confirmation', async ({
    client,
    assert,
  }) => {
    const { admin, films } = await salesWorld()
    const dealer = await adminDealer()
    const api = adminApi(client, admin.token)
    const body = saleBody(films, { dealerId: dealer.id })
    const response = await api.post(SALES_URL, body)
    response.assertStatus(422)
    const { errors } = response.body() as Problem
    // Onyx 15 % on the front sides (minimum 50); Crystal 70 % on the windshield is legal.
    assert.include(
      errors['items.1.productId'],
      'below the local minimum of 50 % for the front sides'
    )
    assert.isUndefined(errors['items.0.productId'])
    assert.lengthOf(await Sale.all(), 0)

    const noReason = await api.post(SALES_URL, { ...body, confirmBelowMinimum: true })
    noReason.assertStatus(422)
    assert.property((noReason.body() as Problem).errors, 'belowMinimumReason')
  })

  test('with the confirmation and a reason it is saved, flagged per row, reason kept', async ({
    client,
    assert,
  }) => {
    const { admin, films } = await salesWorld()
    const dealer = await adminDealer()
    const api = adminApi(client, admin.token)
    const response = await api.post(
      SALES_URL,
      saleBody(films, {
        dealerId: dealer.id,
        confirmBelowMinimum: true,
        belowMinimumReason: 'Medical exemption letter 1234',
      })
    )
    response.assertStatus(201)
    const sale = (response.body() as MutationResult<SaleDetailDto>).data
    assert.equal(sale.belowMinimumReason, 'Medical exemption letter 1234')
    const byWindow = Object.fromEntries(sale.items.map((item) => [item.position, item]))
    assert.isNull(byWindow.windshield.belowVltMinimum)
    assert.equal(byWindow.front_sides.belowVltMinimum, 50)

    const shown = await api.get(`${SALES_URL}/${sale.id}`)
    assert.equal(
      (shown.body() as { data: SaleDetailDto }).data.belowMinimumReason,
      sale.belowMinimumReason
    )

    // The certificate notes the window, in both languages.
    const pdf = await certificate(sale.warrantyCode)
    const english = await pdfText(pdf)
    assert.include(english, 'below the local VLT minimum for Front sides')
    const pdfVi = await certificate(sale.warrantyCode, '?lang=vi')
    const vietnamese = await pdfText(pdfVi)
    assert.include(vietnamese, 'thấp hơn mức VLT tối thiểu')
  })

  test('the rule per window: the same film is fine where the minimum is lower or absent', async ({
    client,
  }) => {
    const { admin, films } = await salesWorld()
    const dealer = await adminDealer()
    const api = adminApi(client, admin.token)
    const fifty = await ProductFactory.merge({ name: 'Mid 50', vlt: 50 }).create()
    const cases = [
      { position: 'windshield', productId: fifty.id, refused: true },
      { position: 'front_sides', productId: fifty.id, refused: false },
      { position: 'rear_sides', productId: films.dark.id, refused: false },
      { position: 'rear_windshield', productId: films.dark.id, refused: false },
      { position: 'sunroof', productId: films.dark.id, refused: false },
    ]
    for (const [index, { refused, ...item }] of cases.entries()) {
      const response = await api.post(
        SALES_URL,
        saleBody(films, { dealerId: dealer.id, plateNumber: `WXY ${100 + index}`, items: [item] })
      )
      response.assertStatus(refused ? 422 : 201)
    }
  })

  test('no-rule positions and a market without rules never ask', async ({ client, assert }) => {
    const { admin, films } = await salesWorld()
    const dealer = await adminDealer()
    const api = adminApi(client, admin.token)
    const undo = withLegalTint({})
    try {
      const response = await api.post(
        SALES_URL,
        saleBody(films, {
          dealerId: dealer.id,
          items: [{ position: 'windshield', productId: films.dark.id }],
        })
      )
      response.assertStatus(201)
      const sale = (response.body() as MutationResult<SaleDetailDto>).data
      assert.isNull(sale.items[0].belowVltMinimum)
      assert.isNull(sale.belowMinimumReason)
    } finally {
      undo()
    }
  })

  test('an edit asks again only for rows whose film or window changed', async ({
    client,
    assert,
  }) => {
    const { admin, films } = await salesWorld()
    const dealer = await adminDealer()
    const api = adminApi(client, admin.token)
    const plain = saleBody(films, { dealerId: dealer.id })
    const confirmation = { confirmBelowMinimum: true, belowMinimumReason: 'Customer exemption' }
    const created = await api.post(SALES_URL, { ...plain, ...confirmation })
    created.assertStatus(201)
    const sale = (created.body() as MutationResult<SaleDetailDto>).data

    const renamed = await api.put(`${SALES_URL}/${sale.id}`, { ...plain, customerName: 'New Name' })
    renamed.assertStatus(200)
    const kept = (renamed.body() as MutationResult<SaleDetailDto>).data
    assert.equal(kept.belowMinimumReason, 'Customer exemption')
    assert.equal(kept.items.find((item) => item.position === 'front_sides')!.belowVltMinimum, 50)

    const moved = await api.put(`${SALES_URL}/${sale.id}`, {
      ...plain,
      items: [{ position: 'windshield', productId: films.dark.id }],
    })
    moved.assertStatus(422)
    assert.isString((moved.body() as Problem).errors['items.0.productId'])

    const legal = await api.put(`${SALES_URL}/${sale.id}`, {
      ...plain,
      items: [{ position: 'windshield', productId: films.clear.id }],
    })
    legal.assertStatus(200)
    assert.isNull((legal.body() as MutationResult<SaleDetailDto>).data.belowMinimumReason)
  })
})

/** Admins register for a dealer they choose. */
function adminDealer() {
  return DealerFactory.create()
}

async function certificate(warrantyCode: string, query = ''): Promise<Buffer> {
  const response = await fetch(
    `${BASE_URL}/e-warranty/${formatWarrantyCode(warrantyCode)}/certificate.pdf${query}`
  )
  if (response.status !== 200) throw new Error(`certificate: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}
