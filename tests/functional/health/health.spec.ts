import { test } from '@japa/runner'
import { redisConfigured } from '#config/redis'

test.group('Health | liveness and readiness', () => {
  test('/health answers ok without asking anything else', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
  })

  test('/health/ready checks the database, and Redis when this install uses it', async ({
    client,
  }) => {
    const response = await client.get('/health/ready')
    response.assertStatus(200)
    const checks: Record<string, string> = { database: 'ok' }
    if (redisConfigured()) checks.redis = 'ok'
    response.assertBody({ status: 'ok', checks })
  })
})
