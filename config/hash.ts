import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * Production's scrypt work factor (N = 16384, 16 MiB). Tests hash with the
 * least work scrypt allows: every user a test creates and every sign-in costs
 * a hash, and at full cost they took minutes of the suite. The parameters
 * travel inside each hash, so a hash verifies whatever the config says now.
 */
const cost = app.inTest ? 2 : 16384

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 33554432,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
