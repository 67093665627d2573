import cluster from 'node:cluster'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import pageCache from '#http/page_cache'
import { redisConfigured } from '#config/redis'

/** ioredis prefixes keys but not pub/sub channels: the install's prefix is added here. */
const channel = () => `${env.get('REDIS_PREFIX', 'tint:')}page-cache:clear`
/** Between the server processes of one machine (#server/cluster relays it to the others). */
const CLEAR_MESSAGE = 'page-cache:clear'

/**
 * Empties the public page cache of this server process and of every other
 * one: through Redis when servers share one (a pub/sub message each listens
 * to), else through the cluster's primary to this machine's other
 * processes, so a change is served fresh wherever the next visitor lands.
 */
export async function clearPublicPages() {
  pageCache.clear()
  if (!redisConfigured()) {
    if (cluster.isWorker) process.send?.(CLEAR_MESSAGE)
    return
  }
  const redis = await app.container.make('redis')
  await redis.publish(channel(), String(process.pid))
}

/**
 * Called once per server process at boot (start/page_cache_sync.ts);
 * resolves once subscribed, so a server is never ready while deaf to
 * clears. Redis being down is logged, not fatal: /health/ready reports it.
 */
export async function listenForPageCacheClears() {
  if (!redisConfigured()) {
    if (cluster.isWorker)
      process.on('message', (message) => message === CLEAR_MESSAGE && pageCache.clear())
    return
  }
  const redis = await app.container.make('redis')
  await new Promise<void>((resolve) => {
    redis.connection().subscribe(channel(), () => pageCache.clear(), {
      onSubscription: () => resolve(),
      onError: (error: unknown) => {
        logger.error({ err: error }, 'page cache: cannot listen to Redis for clears')
        resolve()
      },
    })
  })
}
