import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { formatWarrantyCode } from '#domain/warranty_code'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import type { OneTimeCodePurpose } from '#dtos/claim'
import { OWNER_PROOF_COOKIE } from '#dtos/owner_claim'

/** The phone on file of the owner's sale: its last 4 digits are what may be shown. */
export const OWNER_PHONE = '+60168823571'

/** A staff member's sale with two films (windshield, rear sides), its code as printed. */
export async function ownerWorld() {
  const world = await salesWorld()
  const sale = await registerSale(world.staff.user, world.films.clear, {
    customerPhone: OWNER_PHONE,
    installedAt: DateTime.now().minus({ days: 60 }).toISODate()!,
    items: [
      { position: 'windshield', product: world.films.clear },
      { position: 'rear_sides', product: world.films.dark },
    ],
  })
  const items = await db.from('sale_items').where('sale_id', sale.id).orderBy('id')
  return {
    ...world,
    sale,
    code: formatWarrantyCode(sale.warrantyCode),
    itemIds: items.map((item) => Number(item.id)),
  }
}

export const codesUrl = (code: string) => `/api/public/warranties/${code}/one-time-codes`
export const claimsUrl = (code: string) => `/api/public/warranties/${code}/claims`

/** The outbox's one-time code messages, oldest first (what the phone would receive). */
export async function sentCodes() {
  const rows = await db
    .from('outbox_messages')
    .where('template', 'one_time_code')
    .orderBy('id', 'asc')
  return rows.map((row) => {
    const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params
    return {
      recipient: row.recipient as string,
      locale: row.locale as string,
      code: params.code as string,
    }
  })
}

export async function latestCode() {
  const codes = await sentCodes()
  return codes.at(-1)!.code
}

/** The proof cookie a response sets, as a `Cookie` header value. */
export function proofCookieOf(setCookie: string | string[] | undefined) {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const line = lines.find((one) => one.startsWith(`${OWNER_PROOF_COOKIE}=`))
  return line ? line.split(';')[0] : null
}

/** Asks for a code (answered 202). */
export async function askCode(client: ApiClient, code: string, purpose: OneTimeCodePurpose) {
  const sent = await client.post(codesUrl(code)).json({ purpose })
  sent.assertStatus(202)
  return sent
}

/** Asks for a code, reads it from the outbox and verifies it: the proof that opens the sale. */
export async function verifiedOwner(
  client: ApiClient,
  code: string,
  purpose: OneTimeCodePurpose = 'file_claim'
) {
  const sent = await client.post(codesUrl(code)).json({ purpose })
  sent.assertStatus(202)
  const verified = await client
    .post(`${codesUrl(code)}/verify`)
    .json({ purpose, code: await latestCode() })
  verified.assertStatus(200)
  const proof = proofOf(verified)
  if (!proof) throw new Error('no proof cookie set')
  return proof as Record<string, unknown>
}

/**
 * The proof a response set, decrypted as the test client reads cookies; sent
 * back with `.withEncryptedCookie(OWNER_PROOF_COOKIE, proof)` (the client's
 * session plugin owns the Cookie header).
 */
export function proofOf(response: { cookie: (name: string) => { value: unknown } | undefined }) {
  return response.cookie(OWNER_PROOF_COOKIE)?.value ?? null
}

/**
 * A JPEG as a phone takes it: EXIF with the maker, the GPS position, and
 * orientation 6 (held sideways: to be turned a quarter to stand upright).
 */
export function jpegWithGps(width = 3000, height = 2000) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '3/1 8/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '101/1 41/1 2000/100',
      },
    })
    .jpeg()
    .toBuffer()
}

/**
 * Whether an EXIF block (as sharp's metadata gives it) points to a GPS IFD:
 * tag 0x8825 among the first IFD's entries, read in the block's byte order.
 */
export function hasGpsInfo(exif: Buffer | undefined) {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  for (let entry = 0; entry < u16(ifd); entry++) {
    if (u16(ifd + 2 + entry * 12) === 0x8825) return true
  }
  return false
}

/**
 * An iPhone-style HEIC (HEVC, brand `heic`) of 400 × 300: a red rectangle
 * top left, a green disc top right, a dark triangle below, and EXIF with a
 * GPS position. How it was made: tests/fixtures/README.md.
 */
export function heicPhoto() {
  return readFile(new URL('../fixtures/windshield.heic', import.meta.url))
}

export function smallPng() {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer()
}

/** A valid filing's fields (multipart), the windows given. */
export function claimFields(windows: number[], overrides: Record<string, string> = {}) {
  return {
    problem: 'bubbling',
    noticedOn: DateTime.now().minus({ days: 3 }).toFormat('dd/MM/yyyy'),
    description: 'Bubbles along the top edge of the windshield, about a hand wide.',
    contactChannel: 'phone',
    ...overrides,
    windows,
  }
}

type Photo = { name: string; data: Buffer }

/** Files a claim as the owner's browser does: multipart, `windows[]` and `photos[]`. */
export function fileClaim(
  client: ApiClient,
  code: string,
  proof: unknown,
  fields: ReturnType<typeof claimFields>,
  photos: Photo[] = [],
  locale = 'en'
) {
  const request = client.post(claimsUrl(code)).header('accept-language', locale)
  if (proof) request.withEncryptedCookie(OWNER_PROOF_COOKIE, proof)
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const one of value) request.field('windows[]', String(one))
    else request.field(name, value)
  }
  for (const photo of photos) request.file('photos[]', photo.data, { filename: photo.name })
  return request
}
