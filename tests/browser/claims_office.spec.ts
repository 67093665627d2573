import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Claim from '#models/claim'
import { DealerFactory } from '#database/factories/dealer_factory'
import { DESKTOP, PHONE, newPage, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { claimsWorld, outboxOf, putPhoto } from '#tests/helpers/claims'
import { accessTokenHash } from '#queries/owner_claim_query'

/** Picks an option of a Mantine Select by the select's accessible name. */
async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function fitsTheScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/** A day to come, typed day-first as the form reads it (DATE_ORDER's default). */
function dayToCome(days: number) {
  const day = DateTime.now().plus({ days })
  return { typed: day.toFormat('dd/MM/yyyy'), iso: day.toISODate()! }
}

test.group('Admin | claims back office', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff find the claim in the list, see its photo, ask for more, then approve it with an appointment; the owner sees it', async ({
    assert,
    cleanup,
  }) => {
    const { staff, claim } = await claimsWorld({ customerName: 'Lim Chee Keong' })
    await putPhoto(claim)
    // The owner's private status link (the filing gives it to them; only its hash is kept).
    const token = randomBytes(32).toString('base64url')
    claim.accessTokenHash = accessTokenHash(token)
    await claim.save()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, staff.user)

    await visit(page, '/admin/claims')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    // The sidebar counts the dealer's open claim.
    await nav.getByTestId('open-claims').filter({ hasText: '1' }).waitFor()
    const claims = nav.getByRole('link', { name: /^Claims/ })
    assert.equal(await claims.getAttribute('aria-current'), 'page')
    const row = page.getByRole('row', { name: `${claim.number} Lim Chee Keong` })
    await row.waitFor()
    assert.isTrue(await row.getByText('Submitted').isVisible())
    assert.isTrue(await fitsTheScreen(page), 'nothing wider than the screen')
    await expectAccessible(page, 'claims list')

    await row.click()
    await page.waitForURL((url) => url.pathname === `/admin/claims/${claim.id}`)
    await page.getByRole('heading', { name: `Claim ${claim.number}` }).waitFor()
    // The photo comes through the API; a tap opens it larger.
    const thumbnail = page.getByRole('button', { name: 'Open photo 1 of 1' })
    await thumbnail.waitFor()
    assert.match((await thumbnail.locator('img').getAttribute('src'))!, /^blob:/)
    await thumbnail.click()
    const photo = page.getByRole('dialog', { name: 'Photo 1 of 1' })
    await photo.getByRole('img', { name: 'Photo 1 of 1' }).waitFor()
    await expectAccessible(page, 'claim photo opened')
    await page.keyboard.press('Escape')
    await photo.waitFor({ state: 'hidden' })
    await expectAccessible(page, 'claim page')

    // Ask for more: a reply the owner reads.
    const reply = page.getByRole('textbox', { name: 'Reply to the owner' })
    await reply.fill('Could you send a photo of the whole rear window, from outside?')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: `Your reply on claim ${claim.number} was sent.` })
      .waitFor()
    await page.getByTestId('claim-event-reply').waitFor()
    // Emptied once the reply is saved (the form resets after the list of events is updated).
    await reply.evaluate(
      (field: HTMLTextAreaElement) =>
        new Promise<void>((done) => {
          const check = () => (field.value === '' ? done() : requestAnimationFrame(check))
          check()
        })
    )
    assert.equal(await reply.inputValue(), '')

    // Approve: repair, on a day to come.
    await choose(page, 'New status', 'Approved')
    await page.getByRole('radio', { name: 'Repair' }).check()
    const day = dayToCome(3)
    await page.getByRole('textbox', { name: 'Appointment day', exact: true }).fill(day.typed)
    await page.getByRole('button', { name: 'Change status' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: `Claim ${claim.number} is now Approved.` })
      .waitFor()
    await page.getByText(/^Repair on /).waitFor()
    await page.getByTestId('claim-event-status').waitFor()
    await expectAccessible(page, 'claim approved')

    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.status, 'approved')
    assert.equal(stored.resolution, 'repair')
    assert.equal(stored.appointmentOn!.toISODate(), day.iso)
    // The owner is told of the reply and of the approval.
    assert.lengthOf(await outboxOf(claim), 2)

    // And sees both on their status page, on their phone.
    const owner = await newPage(PHONE)
    cleanup(() => owner.context.close())
    await owner.page.goto(`/e-warranty/claims/${token}`)
    await owner.page.getByRole('heading', { level: 1, name: new RegExp(claim.number) }).waitFor()
    await owner.page.getByText('Approved', { exact: true }).first().waitFor()
    await owner.page
      .getByText('Could you send a photo of the whole rear window, from outside?')
      .waitFor()
    assert.isAbove(await owner.page.getByText(/^Repair on /).count(), 0)
  })

  test('on a 390 px phone staff see the claim as a card and open it, in light and dark', async ({
    assert,
    cleanup,
  }) => {
    const { staff, claim } = await claimsWorld({ customerName: 'Nguyễn Thị Hương' })
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(PHONE, { colorScheme })
      cleanup(() => context.close())
      await signInAs(context, staff.user)
      await visit(page, '/admin/claims')
      const cards = page.getByRole('list', { name: 'Claims' }).getByRole('listitem')
      const card = cards.filter({ hasText: claim.number })
      await card.waitFor()
      assert.equal(await page.getByRole('table').count(), 0)
      for (const text of [claim.number, 'Submitted', 'Nguyễn Thị Hương', 'Bubbling']) {
        const shown = card.getByText(text, { exact: true })
        assert.isTrue(await shown.isVisible(), `${text} visible`)
        const box = await shown.boundingBox()
        assert.isAtMost(box!.x + box!.width, PHONE.width, `${text} within the screen`)
      }
      await expectAccessible(page, `claim cards on a phone (${colorScheme})`)
      await card.getByRole('button', { name: new RegExp(claim.number) }).click()
      await page.getByRole('heading', { name: `Claim ${claim.number}` }).waitFor()
      await page.getByRole('textbox', { name: 'Reply to the owner' }).waitFor()
      assert.isTrue(await fitsTheScreen(page), 'nothing wider than the phone')
      await expectAccessible(page, `claim page on a phone (${colorScheme})`)
    }
  })

  test('an admin hands the claim to another dealer', async ({ assert, cleanup }) => {
    const { admin, claim } = await claimsWorld()
    const other = await DealerFactory.merge({ name: 'Penang Film Works' }).create()
    const { context, page } = await newPage(DESKTOP, { colorScheme: 'dark' })
    cleanup(() => context.close())
    await signInAs(context, admin.user)
    await visit(page, `/admin/claims/${claim.id}`)
    await page.getByRole('heading', { name: `Claim ${claim.number}` }).waitFor()
    await choose(page, 'Dealer', `${other.code} · Penang Film Works`)
    await page.getByRole('textbox', { name: 'Why (optional)' }).fill('The installing shop closed.')
    await page.getByRole('button', { name: 'Reassign' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: `Claim ${claim.number} is now worked by Penang Film Works.` })
      .waitFor()
    await page.getByTestId('claim-event-reassigned').waitFor()
    await expectAccessible(page, 'claim reassigned')
    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.dealerId, other.id)
  })
})
