import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/**
 * Memory is the default so nothing external is needed. Behind a load balancer
 * set LIMITER_STORE=redis (or database) so every server counts against one store.
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE', 'memory'),
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
