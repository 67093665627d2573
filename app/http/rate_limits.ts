import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { HttpContext } from '@adonisjs/core/http'
import { clientIp } from '#http/client_ip'
import env from '#start/env'

/**
 * Every rate limit of the app, with its key. Per-client keys use
 * `clientIp`, so a made-up X-Forwarded-For cannot buy a fresh quota; global
 * ceilings bound what many clients together can cost. The README's
 * "Security" section lists these numbers: keep the two in step.
 */
export const LIMITS = {
  /** E-warranty searches and certificate downloads, each per client. */
  lookupPerIp: { requests: 20, duration: '10 mins' },
  /** Plate + last-4 lookups from everyone together. */
  plateLookupsGlobal: { requests: env.get('PLATE_LOOKUPS_PER_10_MIN', 300), duration: '10 mins' },
  /** Misses per plate; then that plate answers only to a warranty code for an hour. */
  plateMisses: { requests: 5, duration: '1 hour', blockDuration: '1 hour' },
  /** Sign-in attempts per client, whatever the username, counted before any hashing. */
  signInPerIp: { requests: 10, duration: '1 min' },
  /** Sign-in attempts from everyone together: bounds the CPU spent hashing. */
  signInGlobal: { requests: 120, duration: '1 min' },
  /** Failed sign-ins per username and client, then that pair is blocked a minute. */
  signInFailures: { requests: 5, duration: '1 min', blockDuration: '1 min' },
}

export type Throttled = InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>

const lookupPerIp = limiter.use(LIMITS.lookupPerIp)
const plateLookupsGlobal = limiter.use(LIMITS.plateLookupsGlobal)
const plateMisses = limiter.use(LIMITS.plateMisses)
const signInPerIp = limiter.use(LIMITS.signInPerIp)
const signInGlobal = limiter.use(LIMITS.signInGlobal)
export const signInFailures = limiter.use(LIMITS.signInFailures)

type Limiter = typeof lookupPerIp

/** Counts one request against each limiter in turn: null when all allow it, else the first refusal. */
async function consume(...checks: [Limiter, string][]): Promise<Throttled | null> {
  for (const [use, key] of checks) {
    try {
      await use.consume(key)
    } catch (error) {
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return error
      throw error
    }
  }
  return null
}

/** One e-warranty search or certificate download by this client. */
export function consumeLookup(ctx: Pick<HttpContext, 'request'>, kind: 'search' | 'certificate') {
  return consume([lookupPerIp, `e-warranty:${kind}:${clientIp(ctx)}`])
}

/** One plate + last-4 lookup against the ceiling shared by every client. */
export function consumePlateLookup() {
  return consume([plateLookupsGlobal, 'e-warranty:plate:all'])
}

const plateKey = (plateNormalized: string) => `e-warranty:plate-misses:${plateNormalized}`

/** Whether this plate has had too many misses: then only its warranty code finds it. */
export async function plateIsLocked(plateNormalized: string) {
  const response = await plateMisses.get(plateKey(plateNormalized))
  return response !== null && response.remaining <= 0
}

/** A plate + last-4 lookup that found nothing; the fifth in an hour locks the plate for an hour. */
export async function recordPlateMiss(plateNormalized: string) {
  const key = plateKey(plateNormalized)
  const { consumed, limit } = await plateMisses.increment(key)
  if (consumed >= limit) await plateMisses.block(key, LIMITS.plateMisses.blockDuration)
}

/** One sign-in attempt by this client, against its own quota and the global one. */
export function consumeSignIn(ctx: Pick<HttpContext, 'request'>) {
  return consume([signInPerIp, `login:ip:${clientIp(ctx)}`], [signInGlobal, 'login:all'])
}

/** The key failed sign-ins of one username from one client count against. */
export function signInFailureKey(ctx: Pick<HttpContext, 'request'>, username: string) {
  return `login:${username}:${clientIp(ctx)}`
}
