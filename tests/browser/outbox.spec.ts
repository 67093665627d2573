import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { DESKTOP, PHONE, newPage, signInAs, visit } from '#tests/helpers/browser'
import { expectAccessible } from '#tests/helpers/axe'
import { claimStatus, enqueue, oneTimeCode } from '#tests/helpers/messaging'

/** Two messages: a code the development outbox holds, and a claim's news that failed. */
async function outboxWorld() {
  await enqueue(oneTimeCode('code:browser', '+84901234567', 'en'))
  await enqueue(claimStatus('claim:8:status:2', { email: 'owner@example.com' }, 'en'))
  await db.from('outbox_messages').where('idempotency_key', 'claim:8:status:2').update({
    status: 'failed',
    attempts: 8,
    channel: 'smtp',
    last_error: 'smtp.example.com: connect ECONNREFUSED',
  })
}

test.group('Admin | the outbox page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin reads what a message said, sees why one failed, and sends it again', async ({
    assert,
    cleanup,
  }) => {
    await outboxWorld()
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(DESKTOP)
    cleanup(() => context.close())
    await signInAs(context, admin)

    await visit(page, '/admin/dealers')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Outbox' })
      .click()
    await page.waitForURL((url) => url.pathname === '/admin/outbox')

    // The development outbox says so, and shows the code it did not deliver.
    await page.getByText('Messages to owners are not delivered').waitFor()
    const codeRow = page.getByRole('row').filter({ hasText: 'One-time code' })
    await codeRow.getByText('your verification code is 482913').waitFor()
    assert.include(await codeRow.textContent(), 'Pending')

    const failedRow = page.getByRole('row').filter({ hasText: 'owner@example.com' })
    assert.include(
      await failedRow.textContent(),
      'ShieldPro Tint: warranty claim CL-2026-0042 is now approved'
    )
    assert.include(await failedRow.textContent(), 'Failed')
    assert.include(await failedRow.textContent(), 'Attempt 8 of 8')
    assert.include(await failedRow.textContent(), 'smtp.example.com: connect ECONNREFUSED')
    await expectAccessible(page, 'outbox list')

    // Only the failed one offers to send again.
    assert.equal(await codeRow.getByRole('button', { name: /^Actions for/ }).count(), 0)
    await failedRow
      .getByRole('button', { name: 'Actions for owner@example.com Claim status' })
      .click()
    await page.getByRole('menuitem', { name: 'Send again' }).click()
    const confirm = page.getByRole('dialog', { name: 'Send this message again?' })
    await confirm.getByRole('button', { name: 'Send again' }).click()
    await page.getByText('The message will be sent again.').waitFor()
    await failedRow.getByText('Pending').waitFor()
    const row = await db
      .from('outbox_messages')
      .where('idempotency_key', 'claim:8:status:2')
      .first()
    assert.include(row, { status: 'pending', attempts: 0 })

    // The status filter lives in the URL.
    await visit(page, '/admin/outbox?status=pending')
    await page.getByRole('row').filter({ hasText: 'owner@example.com' }).waitFor()
    assert.equal(await page.getByRole('row').filter({ hasText: 'One-time code' }).count(), 1)
  })

  test('on a 390 px phone the messages are cards, nothing scrolls sideways', async ({
    assert,
    cleanup,
  }) => {
    await outboxWorld()
    const admin = await UserFactory.apply('admin').create()
    const { context, page } = await newPage(PHONE)
    cleanup(() => context.close())
    await signInAs(context, admin)
    await visit(page, '/admin/outbox')
    await page.getByText('your verification code is 482913').waitFor()
    await page.getByText('smtp.example.com: connect ECONNREFUSED').waitFor()
    assert.isFalse(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      'the outbox scrolls sideways at 390 px'
    )
    await expectAccessible(page, 'outbox on a phone')
  })
})
