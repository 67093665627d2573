import { test } from '@japa/runner'
import { runAce } from '#tests/helpers/ace'

/** The output as one line: ace wraps a long error message word by word. */
const oneLine = (output: string) => output.replace(/\s+/g, ' ')

/**
 * A chosen channel without its settings, or a malformed one, stops the app
 * at start (the server, and any command that boots it) with the variable
 * to fix, rather than losing messages later.
 */
test.group('Messaging | channel settings are checked at start', () => {
  test('a chosen channel without its settings is refused, naming the variable', async ({
    assert,
  }) => {
    const { code, output } = await runAce(['migration:status'], {
      MESSAGING_PHONE_CHANNEL: 'zalo',
      ZALO_TEMPLATES: 'one_time_code=1,claim_filed=2,claim_status=3',
    })
    assert.equal(code, 1)
    assert.include(
      oneLine(output),
      'The zalo channel is chosen for messages but ZALO_ACCESS_TOKEN is not set.'
    )
  }).timeout(60_000)

  test('a malformed SMS body template is refused', async ({ assert }) => {
    const { code, output } = await runAce(['migration:status'], {
      SMS_BODY_TEMPLATE: 'to={to}&text={text}',
    })
    assert.equal(code, 1)
    assert.include(oneLine(output), 'Invalid SMS_BODY_TEMPLATE: is not JSON')
  }).timeout(60_000)
})
