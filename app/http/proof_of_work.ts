import { createHmac, randomInt } from 'node:crypto'
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { appKey } from '#config/app'
import { claimProof } from '#http/rate_limits'
import { PROOF_ALGORITHM, PROOF_MAX_LENGTH } from '#dtos/proof_of_work'

/**
 * The proof-of-work challenge (ALTCHA) asked of a client over a budget of
 * #http/rate_limits. PBKDF2/SHA-256 at 1,000 iterations, with the answer
 * somewhere between 2,000 and 4,000 tries: about a second of a browser's
 * workers (the widget solves in Web Workers), 0.2 ms of the server's to make
 * one. The server knows the answer's key (deterministic mode) and signs it,
 * so checking a solution is two HMACs, never a key derivation. The secrets
 * are derived from APP_KEY, so every server of an install agrees on them.
 */
export const PROOF_OF_WORK = {
  algorithm: PROOF_ALGORITHM,
  cost: 1_000,
  answerBetween: [2_000, 4_000] as const,
  /** Seconds a challenge can be solved and used in (its solution is good once: `claimProof`). */
  lifetime: 5 * 60,
}

let secrets: { signature: string; key: string } | null = null
function hmacSecrets() {
  const derive = (purpose: string) =>
    createHmac('sha256', appKey.release()).update(`altcha:${purpose}`).digest('hex')
  secrets ??= { signature: derive('challenge'), key: derive('derived-key') }
  return secrets
}

/** A fresh, signed challenge for the widget (`GET /altcha/challenge`). */
export function newChallenge(): Promise<Challenge> {
  const { signature, key } = hmacSecrets()
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(...PROOF_OF_WORK.answerBetween),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_OF_WORK.lifetime * 1000),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  })
}

/** What a client sent as its proof: none, one that does not hold (wrong, expired, used), or a good one. */
export type ProofCheck = 'missing' | 'invalid' | 'valid'

type Payload = { challenge: Challenge; solution: Solution }

function parse(payload: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (!value || typeof value !== 'object') return null
    const { challenge, solution } = value as Partial<Payload>
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object')
      return null
    if (!challenge.parameters || typeof challenge.parameters !== 'object') return null
    if (typeof challenge.parameters.nonce !== 'string') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/**
 * Checks a solution (the widget's payload) and uses it up: each is good
 * once, so a solved challenge cannot be replayed for more tries.
 */
export async function checkProof(payload: unknown): Promise<ProofCheck> {
  if (typeof payload !== 'string' || payload === '') return 'missing'
  if (payload.length > PROOF_MAX_LENGTH) return 'invalid'
  const parsed = parse(payload)
  if (!parsed) return 'invalid'
  const { signature, key } = hmacSecrets()
  let verified = false
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    })
    verified = result.verified
  } catch {
    return 'invalid'
  }
  if (!verified) return 'invalid'
  return (await claimProof(parsed.challenge.parameters.nonce)) ? 'valid' : 'invalid'
}
