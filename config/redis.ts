import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis is optional: only several servers need it (shared rate limits, page
 * cache invalidation, sessions). Nothing connects unless REDIS_URL is set and
 * a feature asks for it. Every key gets REDIS_PREFIX, so one Redis can serve
 * several installs (or test runs) side by side.
 */
function redisConnection() {
  const url = new URL(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379')
  const db = Number(url.pathname.slice(1) || 0)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    keyPrefix: env.get('REDIS_PREFIX', 'tint:'),
    // Connect on the first command, so an install without REDIS_URL never opens a socket.
    lazyConnect: true,
    // Fail a command after a short wait rather than queueing it forever while Redis is away.
    connectTimeout: 2000,
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: { main: redisConnection() },
})

export default redisConfig

/** Whether this install uses Redis at all (REDIS_URL set). */
export const redisConfigured = () => Boolean(env.get('REDIS_URL'))

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
