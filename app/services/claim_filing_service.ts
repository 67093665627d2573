import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import siteConfig from '#config/site'
import Claim from '#models/claim'
import ClaimEvent from '#models/claim_event'
import ClaimPhoto from '#models/claim_photo'
import Sale from '#models/sale'
import { enqueueMessage } from '#messaging/outbox'
import { recordAudit, type AuditActor } from '#services/audit_service'
import { removePhotos, storePhotos, type PreparedPhoto } from '#services/claim_photos'
import { accessTokenHash } from '#queries/owner_claim_query'
import { generateClaimNumber } from '#domain/claim_number'
import { calendarDate, todayIso, warrantyStatus } from '#domain/warranty_status'
import type { ClaimRefusal } from '#dtos/owner_claim'
import type { Locale } from '#dtos/locales'
import type { FileClaimPayload } from '#validators/public_claim'

/** Why a warranty takes no claim, or a window that is not one of its films. */
export class ClaimRefused extends Error {
  constructor(readonly reason: ClaimRefusal | 'window') {
    super(`Claim refused: ${reason}`)
  }
}

/** Whether a sale takes claims today: null when it does, else why not. */
export function claimRefusal(
  sale: Pick<Sale, 'status' | 'expiresAt'>,
  today = todayIso()
): ClaimRefusal | null {
  const status = warrantyStatus(
    { status: sale.status, expiresAt: calendarDate(sale.expiresAt) },
    today
  )
  return status === 'active' ? null : status
}

export type Filing = {
  saleId: number
  payload: FileClaimPayload
  photos: PreparedPhoto[]
  locale: Locale
  actor: AuditActor
  /** The owner's private status link for a token (absolute, in their language). */
  statusLink: (token: string) => string
  /** Where the photos go: the configured disk unless given (the tests' own S3 server). */
  disk?: Disk
}

export default class ClaimFilingService {
  /**
   * Files a claim, all or nothing. The photos are written first (a disk or a
   * bucket is no part of the database's transaction); then the claim, its
   * windows, its photos' rows, its 'filed' event, the audit entry and the
   * confirmation in the outbox commit together, with the sale read again
   * under a lock so a void racing the filing wins or loses whole. Anything
   * failing after the photos were written removes them.
   */
  static async file(filing: Filing) {
    const { payload, photos } = filing
    const disk = filing.disk ?? drive.use()
    const keys = await storePhotos(photos, disk)
    const token = randomBytes(32).toString('base64url')
    try {
      const claim = await db.transaction(async (trx) => {
        const sale = await Sale.query({ client: trx })
          .where('id', filing.saleId)
          .preload('items')
          .forUpdate()
          .firstOrFail()
        const refusal = claimRefusal(sale)
        if (refusal) throw new ClaimRefused(refusal)
        const own = new Set(sale.items.map((item) => item.id))
        if (!payload.windows.every((id) => own.has(id))) throw new ClaimRefused('window')

        const created = await Claim.create(
          {
            number: generateClaimNumber(),
            saleId: sale.id,
            dealerId: sale.dealerId,
            status: 'submitted',
            problem: payload.problem,
            noticedOn: DateTime.fromISO(payload.noticedOn),
            description: payload.description,
            contactChannel: payload.contactChannel,
            contactEmail:
              payload.contactChannel === 'email' ? (payload.contactEmail ?? null) : null,
            locale: filing.locale,
            accessTokenHash: accessTokenHash(token),
          },
          { client: trx }
        )
        await created.related('windows').attach(payload.windows, trx)
        await ClaimPhoto.createMany(
          photos.map((photo, index) => ({
            claimId: created.id,
            storageKey: keys[index],
            contentType: photo.contentType,
            bytes: photo.bytes,
            width: photo.width,
            height: photo.height,
          })),
          { client: trx }
        )
        await ClaimEvent.create(
          {
            claimId: created.id,
            kind: 'filed',
            fromStatus: null,
            toStatus: 'submitted',
            body: null,
            visibleToOwner: true,
            userId: null,
          },
          { client: trx }
        )
        await recordAudit(trx, {
          actor: filing.actor,
          action: 'create',
          recordType: 'claim',
          recordId: created.id,
          changes: {
            number: { old: null, new: created.number },
            saleId: { old: null, new: sale.id },
            problem: { old: null, new: created.problem },
            windows: { old: null, new: payload.windows.length },
            photos: { old: null, new: photos.length },
          },
        })
        await enqueueMessage(trx, {
          to:
            created.contactChannel === 'email' && created.contactEmail
              ? { email: created.contactEmail }
              : { phone: sale.customerPhone },
          template: 'claim_filed',
          params: {
            claimNumber: created.number,
            link: filing.statusLink(token),
            brand: siteConfig.brand,
          },
          locale: filing.locale,
          idempotencyKey: `claim:${created.id}:filed`,
        })
        return created
      })
      return { claim, token }
    } catch (error) {
      await removePhotos(keys, disk)
      throw error
    }
  }
}
