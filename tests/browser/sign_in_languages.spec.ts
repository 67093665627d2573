import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory, TEST_PASSWORD } from '#database/factories/user_factory'
import { DESKTOP, fieldError, newPage, visit } from '#tests/helpers/browser'
import { expectTranslated } from '#tests/helpers/languages'

/** A form field by its whole label, with or without the required asterisk. */
const fieldLabel = (text: string) => new RegExp(`^${text}\\s*\\*?$`)
/** What the browser says it prefers, for the sign-in page (before anyone is signed in). */
const ACCEPT_LANGUAGE = { en: 'en-GB,en;q=0.9', vi: 'vi-VN,vi;q=0.9,en;q=0.5' }
const SIGN_IN = {
  en: {
    title: /^Login - /,
    heading: 'Sign in',
    username: 'Username',
    password: 'Password',
    emptyUsername: 'Enter your username.',
    refused: 'These credentials do not match our records.',
    menu: 'account menu',
  },
  vi: {
    title: /^Đăng nhập - /,
    heading: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    emptyUsername: 'Nhập tên đăng nhập của bạn.',
    refused: 'Tên đăng nhập hoặc mật khẩu không đúng.',
    menu: 'menu tài khoản',
  },
}
const CHANGE_PASSWORD = {
  en: {
    title: 'Change Password',
    current: 'Current Password',
    new: 'Password',
    confirm: 'Confirm Password',
    save: 'Save',
    emptyCurrent: 'Enter your current password.',
    tooShort: 'The password must have at least 10 characters.',
    confirmTitle: 'Update user password',
    update: 'Update',
    wrongCurrent: 'The current password is incorrect.',
    cancel: 'Cancel',
  },
  vi: {
    title: 'Đổi mật khẩu',
    current: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    confirm: 'Nhập lại mật khẩu mới',
    save: 'Lưu',
    emptyCurrent: 'Nhập mật khẩu hiện tại của bạn.',
    tooShort: 'Mật khẩu phải có ít nhất 10 ký tự.',
    confirmTitle: 'Cập nhật mật khẩu',
    update: 'Cập nhật',
    wrongCurrent: 'Mật khẩu hiện tại không đúng.',
    cancel: 'Hủy',
  },
}

/** Waits until the form shows (at least) `count` fields in error. */
async function invalidFields(page: Page, count: number) {
  await page.waitForFunction(
    // Mantine marks a PasswordInput's input with data-invalid, a TextInput's with aria-invalid.
    (least) =>
      document.querySelectorAll('input[aria-invalid="true"], input[data-invalid="true"]').length >=
      least,
    count
  )
}

test.group('Languages | sign-in page and change password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sign-in page and the change-password dialog in {$self}: no untranslated key')
    .with(['en', 'vi'] as const)
    .run(async ({ assert, cleanup }, locale) => {
      const user = await UserFactory.apply('admin').merge({ locale }).create()
      const { context, page } = await newPage(DESKTOP)
      cleanup(() => context.close())
      // Before sign-in, the browser's language counts (the user's is not known yet).
      await page.setExtraHTTPHeaders({ 'Accept-Language': ACCEPT_LANGUAGE[locale] })
      const words = SIGN_IN[locale]
      await visit(page, '/admin/login')
      assert.equal(await page.locator('html').getAttribute('lang'), locale)
      assert.match(await page.title(), words.title)
      await page.getByRole('heading', { level: 1, name: words.heading }).waitFor()
      await expectTranslated(page, assert, `${locale} sign-in`)

      // A check in the browser, then the server's refusal, in the same language.
      await page.getByRole('button', { name: words.heading, exact: true }).click()
      const username = page.getByRole('textbox', { name: words.username })
      await page.locator('[aria-invalid="true"]').first().waitFor()
      assert.equal(await fieldError(username), words.emptyUsername)
      await username.fill(user.username)
      await page.getByLabel(fieldLabel(words.password)).fill('not-the-password')
      await page.getByRole('button', { name: words.heading, exact: true }).click()
      await page.getByRole('alert').filter({ hasText: words.refused }).waitFor()
      await expectTranslated(page, assert, `${locale} sign-in refused`)

      await page.getByLabel(fieldLabel(words.password)).fill(TEST_PASSWORD)
      await page.getByRole('button', { name: words.heading, exact: true }).click()
      await page.waitForURL(/\/admin\/dealers$/)

      // Change password: the dialog, its checks, the confirmation and the server's answer.
      const dialogWords = CHANGE_PASSWORD[locale]
      await page.getByRole('button', { name: `${user.username} ${words.menu}` }).click()
      await page.getByRole('menuitem', { name: dialogWords.title }).click()
      const dialog = page.getByRole('dialog', { name: dialogWords.title })
      await dialog.waitFor()
      await expectTranslated(page, assert, `${locale} change password`)
      await dialog.getByRole('button', { name: dialogWords.save }).click()
      const current = dialog.getByLabel(fieldLabel(dialogWords.current))
      await invalidFields(page, 3)
      assert.equal(await fieldError(current), dialogWords.emptyCurrent)
      const password = dialog.getByLabel(fieldLabel(dialogWords.new))
      await password.fill('short')
      await password.blur()
      await dialog.getByRole('button', { name: dialogWords.save }).click()
      await invalidFields(page, 3)
      assert.equal(await fieldError(password), dialogWords.tooShort)
      await expectTranslated(page, assert, `${locale} change password checks`)

      await current.fill('not-the-password')
      await password.fill('quiet river lantern 42')
      await dialog.getByLabel(fieldLabel(dialogWords.confirm)).fill('quiet river lantern 42')
      await dialog.getByRole('button', { name: dialogWords.save }).click()
      const confirm = page.getByRole('dialog', { name: dialogWords.confirmTitle })
      await confirm.waitFor()
      await expectTranslated(page, assert, `${locale} change password confirmation`)
      await confirm.getByRole('button', { name: dialogWords.update }).click()
      // Refused: the form comes back with the server's message on its field, and a toast.
      await page.getByRole('alert').filter({ hasText: dialogWords.wrongCurrent }).waitFor()
      await dialog.waitFor()
      await dialog.getByText(dialogWords.wrongCurrent).waitFor()
      assert.equal(await fieldError(current), dialogWords.wrongCurrent)
      await dialog.getByRole('button', { name: dialogWords.cancel }).click()
      await dialog.waitFor({ state: 'hidden' })
    })

  test('the sign-in page switches language; a user without a choice is then shown English', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await page.setExtraHTTPHeaders({ 'Accept-Language': ACCEPT_LANGUAGE.en })
    await visit(page, '/admin/login')
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
    // The switch reloads the page in the other language; wait until it is live again.
    const switchTo = async (name: string, lang: string) => {
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name }).click()])
      await page.locator(`html[lang="${lang}"][data-hydrated]`).waitFor({ state: 'attached' })
    }
    await switchTo('Tiếng Việt', 'vi')
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor()
    assert.match(await page.title(), /^Đăng nhập - /)
    // Remembered: a later visit is Vietnamese too, whatever the browser prefers.
    await visit(page, '/admin/login')
    assert.equal(await page.locator('html').getAttribute('lang'), 'vi')
    await switchTo('English', 'en')
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor()
    await switchTo('Tiếng Việt', 'vi')

    await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(user.username)
    await page.getByLabel(fieldLabel('Mật khẩu')).fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
    await page.waitForURL(/\/admin\/dealers$/)
    // Signed in, the user's own language counts: English until they choose another.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    assert.equal(await page.locator('html').getAttribute('lang'), 'en')
  })
})
