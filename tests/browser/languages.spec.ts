import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { DealerFactory } from '#database/factories/dealer_factory'
import User from '#models/user'
import {
  DESKTOP,
  PHONE,
  fieldError,
  hydrate,
  newPage,
  signInAs,
  visit,
} from '#tests/helpers/browser'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { fileClaim, putPhoto } from '#tests/helpers/claims'
import { formatWarrantyCode } from '#domain/warranty_code'
import { expectTranslated } from '#tests/helpers/languages'
import { formatDate } from '#domain/calendar_date'
import { formatCalendarDay } from '#dtos/locales'
import site from '#config/site'

/** A tablet, between the phone and the desktop widths the other tests use. */
const TABLET = { width: 820, height: 1180 }
const WIDTHS = [PHONE, TABLET, DESKTOP]
/** CONTACT_OPENING_HOURS (`Mo-Sa 09:00-18:00`, the demo value), as each language writes it. */
const HOURS = { en: 'Mon–Sat 09:00–18:00; Sun closed', vi: 'Thứ 2–Thứ 7: 09:00–18:00; CN: nghỉ' }

const PUBLIC_PATHS = ['/', '/about', '/e-warranty', '/contact', '/no-such-page']
/** Each resource list's "New …" button, which opens its form dialog. */
const NEW_BUTTONS = {
  en: {
    '/admin/dealers': 'New dealer',
    '/admin/products': 'New product',
    '/admin/users': 'New user',
  },
  vi: {
    '/admin/dealers': 'Thêm đại lý',
    '/admin/products': 'Thêm sản phẩm',
    '/admin/users': 'Thêm người dùng',
  },
} as Record<'en' | 'vi', Record<string, string>>
const CANCEL = { en: 'Cancel', vi: 'Hủy' }
const OPEN_PUBLIC = { en: 'Open the verification copy', vi: 'Mở bản xác minh' }
const PRINT_OWNER = { en: "Print the customer's copy", vi: 'In bản của khách hàng' }
const VOID = { en: 'Void', vi: 'Hủy bảo hành' }
const TRANSFER = { en: 'Transfer to new owner', vi: 'Chuyển cho chủ mới' }
const TRANSFER_TITLE = { en: 'Transfer warranty', vi: 'Chuyển bảo hành' }

const ADMIN_PATHS = [
  '/admin/dealers',
  '/admin/products',
  '/admin/sales',
  '/admin/sales/create',
  '/admin/claims',
  '/admin/users',
  '/admin/outbox',
]

/**
 * Goes to `path` through a link of the page (an Inertia visit, no page load),
 * and waits until the new page has rendered: its own title replaces the last.
 */
async function follow(page: Page, path: string) {
  const before = await page.title()
  await page.locator(`a[href="${path}"]`).first().click()
  await page.waitForURL((url) => url.pathname === path)
  await page.waitForFunction((title) => document.title !== title, before)
}

test.group('Languages | browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  test('each public page in Vietnamese: title, lang, hreflang and the switch', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    const titles: Record<string, string> = {
      '/vi': 'Trang chủ',
      '/vi/about': 'Giới thiệu',
      '/vi/e-warranty': 'Bảo hành điện tử',
      '/vi/contact': 'Liên hệ',
    }
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path)
      assert.match(await page.title(), new RegExp(`^${title} - `), path)
      assert.equal(await page.locator('html').getAttribute('lang'), 'vi', path)
      const alternate = page.locator('link[rel="alternate"][hreflang="en"]')
      assert.match((await alternate.getAttribute('href')) ?? '', /\/(about|e-warranty|contact)?$/)
      await expectTranslated(page, assert, path)
    }

    // The switch leads to the English page, which switches back.
    await page.goto('/vi/about')
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/about')
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    assert.match(await page.title(), /^About - /)
    await page.getByRole('banner').getByRole('link', { name: 'Tiếng Việt' }).click()
    await page.waitForURL('**/vi/about')
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Về ShieldPro Tint')
  })

  test('on a phone the switch is in the drawer too', async ({ assert, cleanup }) => {
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await page.goto('/vi/contact')
    await page.getByRole('button', { name: 'Mở menu điều hướng' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    await menu.getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/contact')
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
  })

  test('a browser that prefers Vietnamese is offered the Vietnamese page, never sent there', async ({
    assert,
    cleanup,
  }) => {
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['vi-VN', 'vi', 'en'] })
    })
    await page.goto('/')
    assert.equal(new URL(page.url()).pathname, '/', 'no redirect')
    const offer = page.locator('#language-suggestion')
    await offer.waitFor()
    await offer.getByRole('button', { name: 'Không, cảm ơn' }).click()
    await offer.waitFor({ state: 'hidden' })
    await page.reload()
    assert.isFalse(await offer.isVisible(), 'a refusal is remembered')

    // An English-preferring browser is not bothered.
    const english = await newPage(DESKTOP)
    cleanup(() => english.context.close())
    await english.page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['en-GB', 'vi'] })
    })
    await english.page.goto('/')
    await english.page.waitForLoadState('load')
    assert.isFalse(await english.page.locator('#language-suggestion').isVisible())
  })

  test('an admin switches to Vietnamese: menu, list headers, a validation message and a toast', async ({
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await DealerFactory.merge({ code: 'DL-TAKEN' }).create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin')

    await page.getByRole('button', { name: `${admin.username} account menu` }).click()
    // The language sits next to Dark Mode. (The menu fades in: wait for an entry first.)
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).waitFor()
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents()
    assert.includeMembers(items, ['English', 'Tiếng Việt'])
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()

    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Giao diện đã chuyển sang Tiếng Việt.' })
    await toast.waitFor()
    assert.include(await toast.textContent(), 'Thành công')
    const sidebar = page.getByRole('navigation', { name: 'Điều hướng chính' })
    assert.deepEqual(await sidebar.getByRole('link').allTextContents(), [
      'Tổng quan',
      'Đại lý',
      'Sản phẩm',
      'Bán hàng',
      'Yêu cầu bảo hành',
      'Người dùng',
      'Hộp thư đi',
    ])
    const saved = await User.findOrFail(admin.id)
    assert.equal(saved.locale, 'vi')

    await page.getByRole('button', { name: `${admin.username} menu tài khoản` }).click()
    const menu = page.getByRole('menu')
    for (const text of ['Chế độ tối', 'Ngôn ngữ', 'Đổi mật khẩu', 'Đăng xuất']) {
      // The menu fades in: wait for each entry rather than reading it mid-transition.
      await menu.getByText(text, { exact: true }).waitFor()
    }
    await page.keyboard.press('Escape')

    await visit(page, '/admin/sales')
    const headers = await page.getByRole('columnheader').allTextContents()
    for (const header of ['Mã bảo hành', 'Ngày lắp', 'Khách hàng', 'Biển số', 'Trạng thái']) {
      assert.isTrue(
        headers.some((text) => text.includes(header)),
        `${header} in ${headers.join(' | ')}`
      )
    }
    assert.match(await page.title(), /^Bán hàng - /)

    // The claims list: its title, search and filters in Vietnamese.
    await visit(page, '/admin/claims')
    await page.getByRole('banner').getByRole('heading', { name: 'Yêu cầu bảo hành' }).waitFor()
    await page.getByPlaceholder('Tìm số yêu cầu, mã, biển số, khách hàng').waitFor()
    assert.match(await page.title(), /^Yêu cầu bảo hành - /)

    // The dealers list: its headers, filters and footer.
    await visit(page, '/admin/dealers')
    await page.getByText('1–1 trên 1 đại lý').waitFor()
    assert.deepEqual(await page.getByRole('columnheader').allTextContents(), [
      'Mã',
      'Tên',
      'Thành phố',
      'Điện thoại',
      'Trạng thái',
      'Thao tác',
    ])
    assert.isTrue(await page.getByLabel('Hiện mục đã lưu trữ').isVisible())
    assert.isTrue(await page.getByRole('textbox', { name: 'Tìm đại lý' }).isVisible())
    assert.match(await page.title(), /^Đại lý - /)

    // A message from the server, on its field, in the user's language.
    await page.getByRole('button', { name: 'Thêm đại lý' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thêm đại lý' })
    // A check in the browser first, in Vietnamese, on its field.
    await dialog.getByRole('button', { name: 'Tạo đại lý' }).click()
    const name = dialog.getByRole('textbox', { name: 'Tên', exact: true })
    await dialog.locator('[aria-invalid="true"]').first().waitFor()
    assert.equal(await fieldError(name), 'Nhập tên đại lý.')
    assert.isTrue(await dialog.getByText('Để trống, hệ thống sẽ tạo mã dạng DL-0001.').isVisible())
    await dialog.getByRole('textbox', { name: 'Mã', exact: true }).fill('dl-taken')
    await name.fill('Đại lý Sài Gòn')
    await dialog.getByRole('textbox', { name: 'Điện thoại' }).fill('+60 12-345 6789')
    await dialog.getByRole('button', { name: 'Tạo đại lý' }).click()
    await dialog.locator('[aria-invalid="true"]').waitFor()
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-invalid="true"]').length === 1
    )
    assert.equal(
      await fieldError(dialog.getByRole('textbox', { name: 'Mã', exact: true })),
      'Mã này đã được dùng.'
    )

    // Saved: the server's success toast, in Vietnamese.
    await dialog.getByRole('textbox', { name: 'Mã', exact: true }).fill('DL-SAIGON')
    await dialog.getByRole('button', { name: 'Tạo đại lý' }).click()
    await page.getByRole('alert').filter({ hasText: 'Đã tạo đại lý.' }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('1–2 trên 2 đại lý').waitFor()
  })

  test('no public page shows an untranslated key: {$self}')
    .with(['en', 'vi'] as const)
    .run(async ({ assert, cleanup }, locale) => {
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear)
      const code = formatWarrantyCode(sale.warrantyCode)
      const { context, page } = await newPage(DESKTOP)
      cleanup(() => context.close())
      const prefix = locale === 'en' ? '' : `/${locale}`
      const paths = [
        ...PUBLIC_PATHS.map((path) => (path === '/' ? prefix || '/' : `${prefix}${path}`)),
        `${prefix}/e-warranty?code=${code}`,
        `${prefix}/e-warranty?code=hello`,
        `${prefix}/e-warranty?plate=ZZZ%209999&phone4=1234`,
      ]
      for (const path of paths) {
        await page.goto(path)
        assert.equal(await page.locator('html').getAttribute('lang'), locale, path)
        await hydrate(page)
        await expectTranslated(page, assert, path)
      }
    })

  test('no admin page shows an untranslated key: {$self}')
    .with(['en', 'vi'] as const)
    .run(async ({ assert, cleanup }, locale) => {
      const admin = await UserFactory.apply('admin').merge({ locale }).create()
      const { staff, films } = await salesWorld()
      const sale = await registerSale(staff.user, films.clear)
      const claim = await fileClaim(sale)
      await putPhoto(claim)
      const { context, page } = await newPage(DESKTOP)
      cleanup(() => context.close())
      await signInAs(context, admin)
      // The first page loads in full; the others are reached through the app's own links.
      await visit(page, ADMIN_PATHS[0])
      for (const path of ADMIN_PATHS) {
        if (path !== ADMIN_PATHS[0]) await follow(page, path)
        await page.getByRole('banner').waitFor()
        assert.equal(await page.locator('html').getAttribute('lang'), locale, path)
        await expectTranslated(page, assert, `${locale} ${path}`)
        const newButton = NEW_BUTTONS[locale][path]
        if (newButton) {
          await page.getByRole('button', { name: newButton }).click()
          const dialog = page.getByRole('dialog', { name: newButton })
          await dialog.waitFor()
          await expectTranslated(page, assert, `${locale} ${path} form`)
          await dialog.getByRole('button', { name: CANCEL[locale] }).click()
          await dialog.waitFor({ state: 'hidden' })
        }
      }

      // A claim's page with its photo, timeline and forms (the claims list above had it as a row).
      await visit(page, `/admin/claims/${claim.id}`)
      await page.getByRole('heading', { level: 1, name: new RegExp(claim.number) }).waitFor()
      await page.getByTestId('claim-photo').waitFor()
      await expectTranslated(page, assert, `${locale} claim page`)

      // The dashboard (the logo's link), once its figures and charts have come.
      await follow(page, '/admin')
      await page.getByTestId('stat-value').first().waitFor()
      await page.getByTestId('chart-figure').last().locator('svg').first().waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), locale, '/admin')
      await expectTranslated(page, assert, `${locale} dashboard`)

      // A sale's detail drawer, and its void dialog. The list behind it writes the
      // installation day as the language does: `24 thg 11, 2026` in Vietnamese.
      await visit(page, `/admin/sales?sale=${sale.id}`)
      const installed = sale.installedAt.toISODate()!
      const day = locale === 'en' ? formatDate(installed) : formatCalendarDay(installed, 'vi')
      if (locale === 'vi') assert.match(day, /^\d{1,2} thg \d{1,2}, \d{4}$/)
      await page.getByRole('cell', { name: day, exact: true }).waitFor()
      const code = formatWarrantyCode(sale.warrantyCode)
      const drawer = page.getByRole('dialog').filter({ hasText: code })
      await drawer.getByRole('link', { name: OPEN_PUBLIC[locale] }).waitFor()
      await drawer.getByRole('link', { name: PRINT_OWNER[locale] }).waitFor()
      // Its history, once loaded (registering the sale wrote the first entry).
      await drawer.getByTestId('history-entry').first().waitFor()
      await expectTranslated(page, assert, `${locale} sale detail`)
      // The transfer dialog (tint.json), closed again untouched.
      await drawer.getByRole('button', { name: TRANSFER[locale], exact: true }).click()
      const transfer = page.getByRole('dialog', { name: `${TRANSFER_TITLE[locale]} ${code}` })
      await transfer.getByRole('button', { name: CANCEL[locale], exact: true }).waitFor()
      await expectTranslated(page, assert, `${locale} transfer dialog`)
      await transfer.getByRole('button', { name: CANCEL[locale], exact: true }).click()
      await transfer.waitFor({ state: 'hidden' })
      await drawer.getByRole('button', { name: VOID[locale], exact: true }).click()
      await page
        .getByRole('dialog', { name: new RegExp(code) })
        .last()
        .waitFor()
      await expectTranslated(page, assert, `${locale} void dialog`)
    })
  test('the Contact page and the footer at {width} px: the hours in each language')
    .with(WIDTHS)
    .run(async ({ assert, cleanup }, viewport) => {
      const { context, page } = await newPage(viewport)
      cleanup(() => context.close())
      for (const [path, locale] of [
        ['/vi/contact', 'vi'],
        ['/contact', 'en'],
      ] as const) {
        await page.goto(path)
        await hydrate(page)
        const main = page.getByRole('main')
        const footer = page.getByRole('contentinfo')
        await main.getByText(HOURS[locale], { exact: true }).waitFor()
        assert.isTrue(await footer.getByText(HOURS[locale], { exact: true }).isVisible(), path)
        const email = footer.getByRole('link', { name: site.contact.email })
        assert.isTrue(await email.isVisible(), path)
        await expectTranslated(page, assert, `${path} at ${viewport.width} px`)
      }
    })

  test("the back office in Vietnamese at {width} px: its footer, and the toasts' close button")
    .with(WIDTHS)
    .run(async ({ assert, cleanup }, viewport) => {
      const admin = await UserFactory.apply('admin').merge({ locale: 'en' }).create()
      const { context, page } = await newPage(viewport)
      cleanup(() => context.close())
      await signInAs(context, admin)
      await visit(page, '/admin/dealers')
      await page.getByRole('button', { name: `${admin.username} account menu` }).click()
      await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()

      // The toast shown as the language changes is closed by a button named in the new one.
      const toast = page
        .getByRole('alert')
        .filter({ hasText: 'Giao diện đã chuyển sang Tiếng Việt.' })
      await toast.waitFor()
      await toast.getByRole('button', { name: 'Đóng thông báo', exact: true }).waitFor()
      await expectTranslated(page, assert, `toast at ${viewport.width} px`)
      // The footer's note shows from tablets up.
      const note = page.getByText('Trang quản trị', { exact: true })
      assert.equal(await note.isVisible(), viewport.width >= TABLET.width)
      await toast.getByRole('button', { name: 'Đóng thông báo', exact: true }).click()
      await toast.waitFor({ state: 'hidden' })
    })
  test('on a {width} px screen no Vietnamese admin page shows English, a registered sale included')
    .with([PHONE, TABLET])
    .run(async ({ assert, cleanup }, viewport) => {
      const { films } = await salesWorld()
      const staff = await UserFactory.with('dealer').merge({ locale: 'vi' }).create()
      const admin = await UserFactory.apply('admin').merge({ locale: 'vi' }).create()
      const { context, page } = await newPage(viewport)
      cleanup(() => context.close())
      await signInAs(context, admin)
      for (const path of ADMIN_PATHS) {
        await visit(page, path)
        await page.getByRole('banner').waitFor()
        await expectTranslated(page, assert, `${viewport.width} px ${path}`)
      }
      if (viewport.width === PHONE.width) {
        await page.getByRole('button', { name: 'Mở điều hướng' }).click()
        await page
          .getByRole('navigation', { name: 'Điều hướng chính' })
          .getByRole('link')
          .first()
          .waitFor()
        await expectTranslated(page, assert, `${viewport.width} px sidebar`)
      }

      // Staff register a sale: the form, then what it says once registered.
      await context.clearCookies()
      await signInAs(context, staff)
      const filmsLoaded = page.waitForResponse((response) =>
        response.url().includes('/api/admin/products/options')
      )
      await visit(page, '/admin/sales/create')
      await filmsLoaded
      await page.getByRole('textbox', { name: 'Tên khách hàng' }).fill('Nguyễn Thị Hương')
      await page.getByRole('textbox', { name: 'Điện thoại' }).fill('+60 12-555 0199')
      await page.getByRole('textbox', { name: 'Biển số' }).fill('WXY 1234')
      await page.getByRole('textbox', { name: 'Hãng xe' }).fill('Perodua')
      await page.getByRole('textbox', { name: 'Mẫu xe' }).fill('Myvi')
      for (const [select, option] of [
        ['Vị trí kính 1', 'Kính lái'],
        ['Phim 1', films.clear.name],
      ]) {
        await page.getByRole('combobox', { name: select, exact: true }).click()
        await page.getByRole('option', { name: new RegExp(`^${option}`) }).click()
      }
      await expectTranslated(page, assert, `${viewport.width} px sale form`)
      await page.getByRole('button', { name: 'Đăng ký đơn bán' }).click()
      await page.getByRole('heading', { name: 'Đã đăng ký bảo hành' }).waitFor()
      await expectTranslated(page, assert, `${viewport.width} px sale registered`)
    })
})
