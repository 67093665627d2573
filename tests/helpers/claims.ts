import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import type Claim from '#models/claim'
import type Sale from '#models/sale'
import {
  ClaimEventFactory,
  ClaimFactory,
  ClaimPhotoFactory,
} from '#database/factories/claim_factory'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import type { SaleSeed } from '#tests/helpers/sales'

export const CLAIMS_URL = '/api/admin/claims'

/**
 * A claim on `sale` as the owner's filing leaves it: submitted, worked by
 * the sale's dealer, about its first window (as registered), with the "filed" line.
 */
export async function fileClaim(sale: Sale, overrides: Partial<Claim> = {}) {
  await sale.load('items', (items) => items.orderBy('id'))
  const claim = await ClaimFactory.merge({
    saleId: sale.id,
    dealerId: sale.dealerId,
    ...overrides,
  }).create()
  await claim.related('windows').attach([sale.items[0].id])
  await ClaimEventFactory.merge({ claimId: claim.id }).create()
  return claim
}

/** A real little JPEG, put on the drive disk as the claim's photo. */
export async function putPhoto(claim: Claim, color = { r: 200, g: 40, b: 60 }) {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer()
  const photo = await ClaimPhotoFactory.merge({ claimId: claim.id, bytes: bytes.length }).create()
  await drive.use().put(photo.storageKey, bytes, { contentType: 'image/jpeg' })
  return { photo, bytes }
}

/** An admin, staff of two dealers, and a claim on a sale of the first dealer. */
export async function claimsWorld(seed: SaleSeed = {}) {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, seed)
  const claim = await fileClaim(sale)
  return { ...world, sale, claim }
}

/** The outbox rows a claim's changes wrote, oldest first. */
export function outboxOf(claim: Claim) {
  return db
    .from('outbox_messages')
    .where('idempotency_key', 'like', `claim:${claim.id}:%`)
    .orderBy('id', 'asc')
}

export type ClaimsWorld = Awaited<ReturnType<typeof claimsWorld>>

export { expectStatus } from '#tests/helpers/audit'
