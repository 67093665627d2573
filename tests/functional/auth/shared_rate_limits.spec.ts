import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'

/*
 * LIMITER_STORE=database lets several servers share one count. The store
 * writes through its own connection, outside any test transaction, so this
 * group cleans the table itself instead.
 */
test.group('Rate limits | shared database store', (group) => {
  const shared = () => limiter.use('database', { requests: 2, duration: '1 min' })
  group.each.teardown(() => shared().clear())

  test('counts in the rate_limits table and refuses past the limit', async ({ assert }) => {
    const key = `login_${Date.now()}`
    await shared().consume(key)
    await shared().consume(key)
    await assert.rejects(() => shared().consume(key), errors.E_TOO_MANY_REQUESTS)
    assert.equal(await shared().remaining(key), 0)
    assert.isAbove(await shared().availableIn(key), 0)

    const rows = await db.from('rate_limits').where('key', 'like', `%${key}`)
    assert.lengthOf(rows, 1)
    assert.isAtLeast(Number(rows[0].points), 2)
  })

  test('a key of its own is not held back by another', async ({ assert }) => {
    const stamp = Date.now()
    await shared().consume(`a_${stamp}`)
    await shared().consume(`a_${stamp}`)
    assert.equal(await shared().remaining(`b_${stamp}`), 2)
    await shared().consume(`b_${stamp}`)
    assert.equal(await shared().remaining(`b_${stamp}`), 1)
  })
})
