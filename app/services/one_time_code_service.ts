import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appKey } from '#config/app'
import siteConfig from '#config/site'
import OneTimeCode from '#models/one_time_code'
import { enqueueMessage } from '#messaging/outbox'
import { CLAIM_LIMITS, type OneTimeCodePurpose } from '#dtos/claim'
import type { Locale } from '#dtos/locales'

/**
 * One-time codes that prove an owner holds the phone on file of a sale:
 * 6 digits, good for CLAIM_LIMITS.codeMinutes, CLAIM_LIMITS.codeTries tries,
 * used once. Only the sale's latest code of a purpose counts, so asking
 * again replaces the previous one.
 *
 * Codes are kept as an HMAC keyed by the app key, not a plain hash: a
 * million codes are hashed in a second, so a leaked table with plain
 * hashes would give every live code away.
 */

export type CodeCheck =
  | { result: 'ok' }
  | { result: 'wrong'; triesLeft: number }
  | { result: 'expired' | 'spent' | 'dead' | 'missing' }

function hashCode(saleId: number, purpose: OneTimeCodePurpose, code: string) {
  return createHmac('sha256', appKey.release())
    .update(`one-time-code:${saleId}:${purpose}:${code}`)
    .digest('hex')
}

/** How many rows an update changed, as each driver answers it. */
function changed(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

const sqlNow = () => DateTime.utc().toSQL({ includeOffset: false })

export default class OneTimeCodeService {
  /**
   * A new code for the sale, sent to its phone through the outbox in the
   * same transaction (no code without its message, no message for a code
   * that was not kept). Returns nothing of the code itself.
   */
  static async send(
    sale: { id: number; customerPhone: string },
    purpose: OneTimeCodePurpose,
    locale: Locale
  ) {
    const code = String(randomInt(0, 10 ** CLAIM_LIMITS.codeDigits)).padStart(
      CLAIM_LIMITS.codeDigits,
      '0'
    )
    const expiresAt = DateTime.utc().plus({ minutes: CLAIM_LIMITS.codeMinutes })
    await db.transaction(async (trx) => {
      const row = await OneTimeCode.create(
        {
          saleId: sale.id,
          purpose,
          codeHash: hashCode(sale.id, purpose, code),
          attempts: 0,
          expiresAt,
          consumedAt: null,
        },
        { client: trx }
      )
      await enqueueMessage(trx, {
        to: { phone: sale.customerPhone },
        template: 'one_time_code',
        params: { code, minutes: CLAIM_LIMITS.codeMinutes, brand: siteConfig.brand },
        locale,
        idempotencyKey: `one-time-code:${row.id}`,
      })
    })
    return { expiresAt }
  }

  /**
   * Checks a code against the sale's latest one of this purpose. Every try
   * is counted by one conditional update before the comparison, so
   * concurrent guesses cannot get more than CLAIM_LIMITS.codeTries between
   * them; a right code is marked used by another, so it opens once.
   */
  static async verify(
    saleId: number,
    purpose: OneTimeCodePurpose,
    code: string
  ): Promise<CodeCheck> {
    const tries = CLAIM_LIMITS.codeTries
    const latest = await OneTimeCode.query()
      .where('sale_id', saleId)
      .where('purpose', purpose)
      .orderBy('id', 'desc')
      .first()
    if (!latest) return { result: 'missing' }
    if (latest.consumedAt) return { result: 'spent' }
    if (latest.attempts >= tries) return { result: 'dead' }
    if (latest.expiresAt <= DateTime.utc()) return { result: 'expired' }

    const counted = await db
      .from('one_time_codes')
      .where('id', latest.id)
      .whereNull('consumed_at')
      .where('attempts', '<', tries)
      .increment('attempts', 1)
    if (changed(counted) === 0) {
      const now = await OneTimeCode.findOrFail(latest.id)
      return { result: now.consumedAt ? 'spent' : 'dead' }
    }
    const expected = Buffer.from(latest.codeHash, 'hex')
    const given = Buffer.from(hashCode(saleId, purpose, code), 'hex')
    if (!timingSafeEqual(expected, given)) {
      const spent = await db
        .from('one_time_codes')
        .where('id', latest.id)
        .select('attempts')
        .first()
      const left = tries - Number(spent?.attempts ?? tries)
      return left > 0 ? { result: 'wrong', triesLeft: left } : { result: 'dead' }
    }
    const used = await db
      .from('one_time_codes')
      .where('id', latest.id)
      .whereNull('consumed_at')
      .update({ consumed_at: sqlNow() })
    return changed(used) === 1 ? { result: 'ok' } : { result: 'spent' }
  }
}
