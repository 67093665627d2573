import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { PHONE, hydrate, newPage } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { jpegWithGps, latestCode, ownerWorld, smallPng } from '#tests/helpers/owner_claims'

/**
 * Issue 32, the owner's side: on a 390 px phone, from the lookup result to
 * a filed claim with two photos and its status page, in English and in
 * Vietnamese. The code the phone would receive is read from the outbox.
 */
const TEXTS = {
  en: {
    prefix: '',
    report: 'Report a problem',
    send: 'Send the code',
    sent: 'We sent a code to •••• 3571',
    code: '6-digit code',
    confirm: 'Confirm',
    form: 'What is wrong?',
    window: 'Windshield · Crystal Clear 70',
    problem: 'Bubbling',
    since: /Since when/,
    describe: /Describe it/,
    description: 'Small bubbles along the top edge of the windshield, growing in the heat.',
    photo: /^Photo 2:/,
    remove: 'Remove photo 3',
    submit: 'File the claim',
    filed: 'Your claim is filed',
    open: 'Open the status page',
    status: 'Submitted',
    history: 'Claim filed',
  },
  vi: {
    prefix: '/vi',
    report: 'Báo lỗi phim',
    send: 'Gửi mã',
    sent: 'Đã gửi mã đến •••• 3571',
    code: 'Mã 6 chữ số',
    confirm: 'Xác nhận',
    form: 'Phim bị lỗi gì?',
    window: 'Kính lái · Crystal Clear 70',
    problem: 'Phồng rộp',
    since: /Từ khi nào/,
    describe: /Mô tả/,
    description: 'Có bọt khí nhỏ dọc mép trên kính lái, to dần khi trời nắng.',
    photo: /^Ảnh 2:/,
    remove: 'Xóa ảnh 3',
    submit: 'Gửi yêu cầu',
    filed: 'Đã gửi yêu cầu của bạn',
    open: 'Mở trang trạng thái',
    status: 'Đã gửi',
    history: 'Đã gửi yêu cầu',
  },
} as const

async function fileAsOwner(page: Page, code: string, locale: keyof typeof TEXTS, assert: Assert) {
  const text = TEXTS[locale]
  await page.goto(`${text.prefix}/e-warranty?code=${code}`)
  await hydrate(page)
  await page.getByRole('link', { name: text.report }).click()
  await page.getByRole('heading', { level: 1, name: text.report }).waitFor()
  await hydrate(page)
  await expectAccessible(page, `${locale}: the code step`)

  await page.getByRole('button', { name: text.send }).click()
  await page.getByText(text.sent).waitFor()
  await page.getByRole('textbox', { name: text.code }).fill(await latestCode())
  await page.getByRole('button', { name: text.confirm }).click()
  await page.getByRole('heading', { name: text.form }).waitFor()
  await expectAccessible(page, `${locale}: the claim form`)

  await page.getByRole('checkbox', { name: text.window }).check()
  await page.getByRole('radio', { name: text.problem }).check()
  await page
    .getByRole('textbox', { name: text.since })
    .fill(DateTime.now().minus({ days: 2 }).toFormat('dd/MM/yyyy'))
  await page.getByRole('textbox', { name: text.describe }).fill(text.description)
  // The gallery's input (several at once); the camera's has `capture`.
  const gallery = page.locator('input[type=file][multiple]')
  assert.equal(await page.locator('input[type=file][capture]').count(), 1)
  const png = await smallPng()
  await gallery.setInputFiles([
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1200, 900) },
    { name: 'IMG_2042.png', mimeType: 'image/png', buffer: png },
    { name: 'IMG_2043.png', mimeType: 'image/png', buffer: png },
  ])
  await page.getByRole('img', { name: text.photo }).waitFor()
  // One too many: removed before sending.
  await page.getByRole('button', { name: text.remove }).click()
  assert.equal(await page.locator('.claim-photo').count(), 2)
  // The previews show (object URLs, which the page's CSP allows as images).
  const shown = await page
    .locator('.claim-photo__image')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))
  // (The phone's photo shows upright: 900 wide, as its EXIF orientation says.)
  assert.deepEqual(shown, [900, 64])
  await expectAccessible(page, `${locale}: the form filled, with two photos`)

  await page.getByRole('button', { name: text.submit }).click()
  await page.getByRole('heading', { name: text.filed }).waitFor()
  const claim = await db.from('claims').orderBy('id', 'desc').firstOrFail()
  await page.getByText(claim.number).waitFor()
  assert.equal(claim.locale, locale)
  const photos = await db.from('claim_photos').where('claim_id', claim.id)
  assert.lengthOf(photos, 2)
  await expectAccessible(page, `${locale}: the claim filed`)

  await page.getByRole('link', { name: text.open }).click()
  await page.getByRole('heading', { level: 1, name: new RegExp(claim.number) }).waitFor()
  await hydrate(page)
  assert.equal(await page.getByText(text.status, { exact: true }).count(), 1)
  assert.isAbove(await page.getByText(text.history).count(), 0)
  await expectAccessible(page, `${locale}: the status page`)
  return claim
}

test.group('Owner claims | on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an owner files a claim with two photos in English, sees its number and opens the status page', async ({
    assert,
    cleanup,
  }) => {
    const { code } = await ownerWorld()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await fileAsOwner(page, code, 'en', assert)
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(scroll, PHONE.width, 'nothing wider than the phone')
  }).timeout(120_000)

  test('and in Vietnamese: the code is sent in Vietnamese too', async ({ assert, cleanup }) => {
    const { code } = await ownerWorld()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await fileAsOwner(page, code, 'vi', assert)
    const [sent] = await db.from('outbox_messages').where('template', 'one_time_code')
    assert.equal(sent.locale, 'vi')
  }).timeout(120_000)
})
