import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { redisConfigured } from '#config/redis'

export type Probe = () => Promise<unknown>

export interface ReadinessReport {
  status: 'ok' | 'error'
  checks: Record<string, 'ok' | 'error'>
}

/** A dependency that does not answer within this is down, as far as a load balancer cares. */
export const CHECK_TIMEOUT_MS = 2000

function settle(probe: Probe, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'error'>((resolve) => {
    timer = setTimeout(() => resolve('error'), timeoutMs)
  })
  const outcome = Promise.resolve()
    .then(probe)
    .then(
      () => 'ok' as const,
      () => 'error' as const
    )
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer))
}

/** Runs the probes side by side; ready only when every one answered in time. */
export async function runChecks(
  probes: Record<string, Probe>,
  timeoutMs = CHECK_TIMEOUT_MS
): Promise<ReadinessReport> {
  const names = Object.keys(probes)
  const results = await Promise.all(names.map((name) => settle(probes[name], timeoutMs)))
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]]))
  return { status: results.every((result) => result === 'ok') ? 'ok' : 'error', checks }
}

/**
 * Whether this server can serve traffic: the database answers and, when this
 * install uses Redis (REDIS_URL), Redis does too.
 */
export function checkReadiness() {
  const probes: Record<string, Probe> = { database: () => db.rawQuery('select 1') }
  if (redisConfigured()) {
    probes.redis = async () => {
      const redis = await app.container.make('redis')
      await redis.ping()
    }
  }
  return runChecks(probes)
}
