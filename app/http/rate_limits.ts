import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { HttpContext } from '@adonisjs/core/http'
import { clientIp } from '#http/client_ip'
import env from '#start/env'

/**
 * Every rate limit of the app, with its key. The design: an attacker's
 * traffic must never refuse a legitimate user.
 *
 * - Budgets are counted per client address and per account or plate first;
 *   per-client keys use `clientIp`, so a made-up X-Forwarded-For buys no
 *   fresh budget.
 * - Global ceilings count only misses (failed sign-ins, plate lookups that
 *   found nothing), so a correct password or a right plate never uses them up.
 * - Past a budget or a ceiling the answer is not a refusal but a
 *   proof-of-work challenge (ALTCHA, see #http/proof_of_work): a person's
 *   browser solves it in about a second and goes on, a bot pays that second
 *   for every try. Each solution is good once (`claimProof`), until its
 *   challenge expires. A correct password with a valid solution signs in.
 * - The plate + last-4 miss is counted before the lookup (an atomic
 *   increment, refunded on a hit), so concurrent guesses cannot slip past
 *   the budget while it is being counted.
 * - Only the certificate download and the challenge endpoint itself answer a
 *   plain 429 with Retry-After: neither stands between a person and an answer
 *   that a search could not give.
 *
 * docs/security.md lists these numbers: keep the two in step.
 */
export const LIMITS = {
  /** E-warranty searches per client; then each search needs a solved challenge. */
  lookupPerIp: { requests: 20, duration: '10 mins' },
  /** Certificate downloads per client; then 429. */
  certificatePerIp: { requests: 20, duration: '10 mins' },
  /** Plate + last-4 misses per plate (from everyone); then that plate needs a solved challenge. */
  plateMisses: { requests: 3, duration: '1 hour' },
  /** Plate + last-4 misses of everyone together; then every plate lookup needs a solved challenge. */
  plateMissesGlobal: { requests: env.get('PLATE_LOOKUPS_PER_10_MIN', 300), duration: '10 mins' },
  /** Sign-in attempts per client, counted before any hashing; then a solved challenge. */
  signInPerIp: { requests: 10, duration: '1 min' },
  /** Failed sign-ins per username (from everyone); then that username needs a solved challenge. */
  signInAccountMisses: { requests: 5, duration: '15 mins' },
  /** Failed sign-ins of everyone together; then every sign-in needs a solved challenge. */
  signInMissesGlobal: { requests: 120, duration: '1 min' },
  /** Challenges handed to one client; then 429. */
  challengesPerIp: { requests: 60, duration: '10 mins' },
  /** A challenge's solution is accepted once, for as long as the challenge lives. */
  proofUses: { requests: 1, duration: '6 mins' },
  /** One-time codes asked for by one client; then each request needs a solved challenge. */
  codeSendsPerIp: { requests: 5, duration: '10 mins' },
  /**
   * One-time codes sent to one warranty's phone (from everyone); then 429 until the hour
   * passes. A challenge would not do here: each code is a message to a real person's phone,
   * which a bot solving challenges could still flood.
   */
  codeSendsPerWarranty: { requests: 5, duration: '1 hour' },
}

export type Throttled = InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>

const lookupPerIp = limiter.use(LIMITS.lookupPerIp)
const certificatePerIp = limiter.use(LIMITS.certificatePerIp)
const plateMisses = limiter.use(LIMITS.plateMisses)
const plateMissesGlobal = limiter.use(LIMITS.plateMissesGlobal)
const signInPerIp = limiter.use(LIMITS.signInPerIp)
const signInAccountMisses = limiter.use(LIMITS.signInAccountMisses)
const signInMissesGlobal = limiter.use(LIMITS.signInMissesGlobal)
const challengesPerIp = limiter.use(LIMITS.challengesPerIp)
const proofUses = limiter.use(LIMITS.proofUses)
const codeSendsPerIp = limiter.use(LIMITS.codeSendsPerIp)
const codeSendsPerWarranty = limiter.use(LIMITS.codeSendsPerWarranty)

type Limiter = typeof lookupPerIp

/** Counts one request: null when the limiter allows it, else the refusal. */
async function consume(use: Limiter, key: string): Promise<Throttled | null> {
  try {
    await use.consume(key)
    return null
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return error
    throw error
  }
}

/** Whether a count of misses has reached its ceiling (read only: misses are counted after). */
async function reached(use: Limiter, key: string) {
  const response = await use.get(key)
  return response !== null && response.remaining <= 0
}

/** One e-warranty search by this client: true when it is over its budget (a challenge is due). */
export async function searchNeedsProof(ctx: Pick<HttpContext, 'request'>) {
  return (await consume(lookupPerIp, `e-warranty:search:${clientIp(ctx)}`)) !== null
}

/** One certificate download by this client: the refusal when over its limit. */
export function consumeCertificate(ctx: Pick<HttpContext, 'request'>) {
  return consume(certificatePerIp, `e-warranty:certificate:${clientIp(ctx)}`)
}

const plateKey = (plateNormalized: string) => `e-warranty:plate-misses:${plateNormalized}`
const PLATE_MISSES_ALL = 'e-warranty:plate-misses:all'

/**
 * Counts a plate + last-4 lookup as a miss before it is made (refunded by
 * `refundPlateMiss` when it finds the warranty): true when this plate, or
 * every plate together, is over its misses and a challenge is due. Any plate
 * string counts, on file or not, so a challenge reveals nothing.
 */
export async function reservePlateMiss(plateNormalized: string) {
  const { consumed, limit } = await plateMisses.increment(plateKey(plateNormalized))
  return consumed > limit || (await reached(plateMissesGlobal, PLATE_MISSES_ALL))
}

/** The lookup found the warranty (or was not made): its reserved miss is given back. */
export async function refundPlateMiss(plateNormalized: string) {
  await plateMisses.decrement(plateKey(plateNormalized))
}

/** The lookup found nothing: one more miss against the ceiling of everyone together. */
export async function recordPlateMiss() {
  await plateMissesGlobal.increment(PLATE_MISSES_ALL)
}

const accountKey = (username: string) => `login:misses:${username}`
const SIGN_IN_MISSES_ALL = 'login:misses:all'

/**
 * One sign-in attempt, counted before any password is hashed: true when this
 * client is over its attempts, this username over its misses, or everyone
 * together over theirs; then a solved challenge is due.
 */
export async function signInNeedsProof(ctx: Pick<HttpContext, 'request'>, username: string) {
  const overClient = (await consume(signInPerIp, `login:ip:${clientIp(ctx)}`)) !== null
  return (
    overClient ||
    (await reached(signInAccountMisses, accountKey(username))) ||
    (await reached(signInMissesGlobal, SIGN_IN_MISSES_ALL))
  )
}

/** A failed sign-in: one miss for the username and one for everyone together. */
export async function recordSignInMiss(username: string) {
  await signInAccountMisses.increment(accountKey(username))
  await signInMissesGlobal.increment(SIGN_IN_MISSES_ALL)
}

/** A sign-in that succeeded: that username's misses are forgotten (everyone's are not). */
export async function forgetSignInMisses(username: string) {
  await signInAccountMisses.delete(accountKey(username))
}

/** One challenge handed to this client: the refusal when over its limit. */
export function consumeChallenge(ctx: Pick<HttpContext, 'request'>) {
  return consume(challengesPerIp, `altcha:challenges:${clientIp(ctx)}`)
}

/** Marks a challenge's solution as used: false when it already was (a replay). */
export async function claimProof(challengeNonce: string) {
  return (await consume(proofUses, `altcha:used:${challengeNonce}`)) === null
}

/** One one-time code asked for by this client: true when it is over its budget (a challenge is due). */
export async function codeRequestNeedsProof(ctx: Pick<HttpContext, 'request'>) {
  return (await consume(codeSendsPerIp, `one-time-code:ip:${clientIp(ctx)}`)) !== null
}

/** One code sent to this warranty's phone: the refusal (429, Retry-After) when over its limit. */
export function consumeCodeSend(saleId: number) {
  return consume(codeSendsPerWarranty, `one-time-code:sale:${saleId}`)
}
