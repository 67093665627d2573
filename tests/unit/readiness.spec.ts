import { test } from '@japa/runner'
import { runChecks } from '#services/readiness_service'

const never = () => new Promise(() => {})

test.group('Readiness checks', () => {
  test('ready when every dependency answers', async ({ assert }) => {
    const report = await runChecks({ database: async () => 1, redis: async () => 'PONG' })
    assert.deepEqual(report, { status: 'ok', checks: { database: 'ok', redis: 'ok' } })
  })

  test('a failing or silent dependency makes the server not ready, and says which', async ({
    assert,
  }) => {
    const failing = await runChecks({
      database: async () => {
        throw new Error('connect ECONNREFUSED')
      },
      redis: async () => 'PONG',
    })
    assert.deepEqual(failing, { status: 'error', checks: { database: 'error', redis: 'ok' } })

    const silent = await runChecks({ database: async () => 1, redis: never }, 50)
    assert.deepEqual(silent, { status: 'error', checks: { database: 'ok', redis: 'error' } })
  })

  test('a probe that throws before returning a promise is a failure too', async ({ assert }) => {
    const report = await runChecks({
      database: () => {
        throw new Error('no pool')
      },
    })
    assert.deepEqual(report, { status: 'error', checks: { database: 'error' } })
  })
})
