import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Claim from '#models/claim'
import ClaimEvent from '#models/claim_event'
import ClaimPhoto from '#models/claim_photo'
import Sale from '#models/sale'
import type User from '#models/user'
import ConflictException from '#exceptions/conflict_exception'
import { fieldError } from '#exceptions/field_error'
import { claimList, visibleClaims } from '#queries/claim_query'
import { paginate } from '#queries/resource_list'
import { serializeClaimListItem } from '#serializers/claim'
import { dealerLabel, recordAudit, type AuditActor } from '#services/audit_service'
import { enqueueMessage } from '#messaging/outbox'
import { formatWarrantyCode } from '#domain/warranty_code'
import { DEFAULT_LOCALE } from '#config/i18n'
import site from '#config/site'
import { formatCalendarDay, localizedPath } from '#dtos/locales'
import { CLAIM_TRANSITIONS, type ClaimStatus } from '#dtos/claim'
import type { ClaimListQuery, ClaimReassignPayload, ClaimStatusPayload } from '#validators/claim'

/** Why a move is refused, in the user's language (409): what the claim is now and where it may go. */
export function transitionConflict(i18n: I18n, from: ClaimStatus, to: ClaimStatus) {
  const allowed = CLAIM_TRANSITIONS[from]
  if (!allowed.length) return i18n.t('claim_office.conflict.resolved')
  const label = (status: ClaimStatus) => i18n.t(`claim_office.status.${status}`)
  return i18n.t('claim_office.conflict.transition', {
    from: label(from),
    to: label(to),
    allowed: allowed.map(label).join(' / '),
  })
}

/**
 * The first statement of every change to a claim: a write on its row, which
 * takes the row's lock (PostgreSQL) or the write lock (SQLite) until the
 * transaction ends. Of two changes made at once the second waits for the
 * first, then reads the claim as the first left it: two status changes
 * from the same status never both apply. (The copy the request loaded
 * before waiting may be stale by then.)
 */
async function lockedClaim(trx: TransactionClientContract, claimId: number) {
  await trx
    .from('claims')
    .where('id', claimId)
    .update({ updated_at: DateTime.now().toFormat(trx.dialect.dateTimeFormat) })
  return Claim.query({ client: trx }).where('id', claimId).preload('sale').firstOrFail()
}

/** Where the owner hears of their claim, and the page of their warranty the message links to. */
function ownerMessage(claim: Claim) {
  const to =
    claim.contactChannel === 'email' && claim.contactEmail
      ? { email: claim.contactEmail }
      : // The phone on file: the current owner's, after any transfer.
        { phone: claim.sale.customerPhone }
  const code = formatWarrantyCode(claim.sale.warrantyCode)
  const path = localizedPath('/e-warranty', claim.locale, DEFAULT_LOCALE)
  return { to, link: `${site.appUrl}${path}?code=${encodeURIComponent(code)}` }
}

/**
 * Tells the owner of a change (the transactional outbox, #messaging/outbox):
 * written in the change's own transaction, once per timeline event.
 */
async function tellOwner(trx: TransactionClientContract, claim: Claim, event: ClaimEvent) {
  const i18n = i18nManager.locale(claim.locale)
  const { to, link } = ownerMessage(claim)
  const notes: string[] = []
  if (event.kind === 'status' && claim.status === 'approved' && claim.resolution) {
    notes.push(
      i18n.t(`claim_office.message.approved.${claim.resolution}`, {
        day: formatCalendarDay(claim.appointmentOn!.toISODate()!, claim.locale),
      })
    )
  }
  if (event.body) notes.push(event.body)
  await enqueueMessage(trx, {
    to,
    template: 'claim_status',
    locale: claim.locale,
    params: {
      claimNumber: claim.number,
      // The key: the message's renderer words it in the owner's language (messages.statuses).
      status: claim.status,
      link,
      brand: site.brand,
      ...(notes.length ? { note: notes.join('\n\n') } : {}),
    },
    idempotencyKey: `claim:${claim.id}:event:${event.id}`,
  })
}

/** Nothing is added to a resolved claim. */
function assertOpen(claim: Claim, i18n: I18n) {
  if (claim.status === 'resolved') {
    throw new ConflictException(i18n.t('claim_office.conflict.resolved'))
  }
}

export default class ClaimService {
  static async list(user: User, filters: ClaimListQuery) {
    const query = claimList(user, filters).preload('sale').preload('dealer')
    const { rows, meta } = await paginate(query, filters.page, filters.perPage)
    return { data: rows.map(serializeClaimListItem), meta }
  }

  /** A claim the user may see, with everything its page shows; else a 404. */
  static async find(user: User, id: number) {
    return visibleClaims(user)
      .where('claims.id', id)
      .preload('dealer')
      .preload('sale', (sale) =>
        sale
          .preload('dealer')
          .preload('items', (items) => items.preload('product'))
          .preload('transfers', (transfers) => transfers.orderBy('id'))
      )
      .preload('windows', (windows) => windows.preload('product'))
      .preload('photos', (photos) => photos.orderBy('id'))
      .preload('events', (events) => events.preload('user').orderBy('id'))
      .firstOrFail()
  }

  /** Whether the user may open the claim's sale itself (the sales' own scoping). */
  static async saleVisible(user: User, claim: Claim) {
    if (user.isAdmin) return true
    if (user.dealerId === null) return false
    const sale = await Sale.find(claim.saleId)
    return sale?.dealerId === user.dealerId
  }

  /**
   * Moves a claim on (#dtos/claim CLAIM_TRANSITIONS), checked on the claim
   * as it stands once locked: a move the current status does not allow is a
   * 409, whoever made the change before. Approving sets how and when it is
   * fixed, rejecting the reason the owner reads; the timeline, the history
   * and the owner's message are written in the same transaction.
   */
  static async changeStatus(
    user: User,
    claim: Claim,
    payload: ClaimStatusPayload,
    actor: AuditActor,
    i18n: I18n
  ) {
    await db.transaction(async (trx) => {
      const current = await lockedClaim(trx, claim.id)
      const from = current.status
      const to = payload.status
      if (!CLAIM_TRANSITIONS[from].includes(to)) {
        throw new ConflictException(transitionConflict(i18n, from, to))
      }
      const before = {
        status: from,
        resolution: current.resolution,
        appointmentOn: current.appointmentOn?.toISODate() ?? null,
        rejectionReason: current.rejectionReason,
      }
      if (to === 'approved') {
        current.merge({
          resolution: payload.resolution!,
          appointmentOn: DateTime.fromISO(payload.appointmentOn!),
          rejectionReason: null,
        })
      }
      if (to === 'rejected') {
        current.merge({ rejectionReason: payload.reason!, resolution: null, appointmentOn: null })
      }
      if (to === 'resolved') current.resolvedAt = DateTime.now()
      current.status = to
      await current.save()
      const event = await ClaimEvent.create(
        {
          claimId: current.id,
          kind: 'status',
          fromStatus: from,
          toStatus: to,
          body: payload.reason ?? null,
          visibleToOwner: true,
          userId: user.id,
        },
        { client: trx }
      )
      const after = {
        status: to,
        resolution: current.resolution,
        appointmentOn: current.appointmentOn?.toISODate() ?? null,
        rejectionReason: current.rejectionReason,
      }
      const changes = Object.fromEntries(
        (Object.keys(after) as (keyof typeof after)[])
          .filter((field) => before[field] !== after[field])
          .map((field) => [field, { old: before[field], new: after[field] }])
      )
      await recordAudit(trx, {
        actor,
        action: 'status_change',
        recordType: 'claim',
        recordId: current.id,
        changes,
        reason: payload.reason ?? null,
      })
      await tellOwner(trx, current, event)
    })
    return this.find(user, claim.id)
  }

  /**
   * A message on the timeline: a reply the owner reads (and is told of, as
   * asking them for more needs them to know), or an internal note they never see.
   */
  static async addMessage(
    user: User,
    claim: Claim,
    kind: 'reply' | 'note',
    body: string,
    actor: AuditActor,
    i18n: I18n
  ) {
    assertOpen(claim, i18n)
    await db.transaction(async (trx) => {
      const current = await lockedClaim(trx, claim.id)
      assertOpen(current, i18n)
      const event = await ClaimEvent.create(
        {
          claimId: current.id,
          kind,
          fromStatus: null,
          toStatus: null,
          body,
          visibleToOwner: kind === 'reply',
          userId: user.id,
        },
        { client: trx }
      )
      await recordAudit(trx, {
        actor,
        action: kind,
        recordType: 'claim',
        recordId: current.id,
        changes: { [kind]: { old: null, new: body } },
      })
      if (kind === 'reply') await tellOwner(trx, current, event)
    })
    return this.find(user, claim.id)
  }

  /**
   * An admin hands the claim to another dealer (the installing shop has
   * closed): from now on that dealer's staff see and work it, the first
   * dealer's no longer do. The owner is not messaged: their status page
   * names the new dealer.
   */
  static async reassign(
    user: User,
    claim: Claim,
    payload: ClaimReassignPayload,
    actor: AuditActor,
    i18n: I18n
  ) {
    assertOpen(claim, i18n)
    await db.transaction(async (trx) => {
      const current = await lockedClaim(trx, claim.id)
      assertOpen(current, i18n)
      if (current.dealerId === payload.dealerId) {
        throw fieldError('dealerId', 'This dealer already works this claim.', 'sameDealer')
      }
      const from = await dealerLabel(trx, current.dealerId)
      const to = await dealerLabel(trx, payload.dealerId)
      current.dealerId = payload.dealerId
      await current.save()
      await ClaimEvent.create(
        {
          claimId: current.id,
          kind: 'reassigned',
          fromStatus: null,
          toStatus: null,
          body: payload.reason ?? null,
          visibleToOwner: false,
          userId: user.id,
        },
        { client: trx }
      )
      await recordAudit(trx, {
        actor,
        action: 'reassign',
        recordType: 'claim',
        recordId: current.id,
        changes: { dealer: { old: from, new: to } },
        reason: payload.reason ?? null,
      })
    })
    return visibleClaims(user).where('claims.id', claim.id).firstOrFail()
  }

  /**
   * One photo of a claim the user may see, read from the drive disk; a
   * photo of another claim, or one missing from the disk, is a 404.
   */
  static async photo(user: User, claimId: number, photoId: number) {
    const claim = await visibleClaims(user).where('claims.id', claimId).firstOrFail()
    const photo = await ClaimPhoto.query()
      .where('claim_id', claim.id)
      .where('id', photoId)
      .firstOrFail()
    const disk = drive.use()
    if (!(await disk.exists(photo.storageKey))) return null
    // The stored file's own length (the row's `bytes` may describe the upload, not what was kept).
    const { contentLength } = await disk.getMetaData(photo.storageKey)
    return { photo, contentLength, stream: await disk.getStream(photo.storageKey) }
  }
}
