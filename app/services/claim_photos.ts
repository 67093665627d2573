import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { CLAIM_LIMITS } from '#dtos/claim'

/**
 * An owner's photos, from the bytes they sent to what is kept. The type is
 * read from the bytes (sharp's decoder: a text file named `.jpg` is not a
 * picture), never from the name or the declared type. Every photo is
 * re-encoded: turned upright by its EXIF orientation, its longest side
 * brought down to CLAIM_LIMITS.photoLongestSide, and written as a JPEG with
 * no metadata at all (sharp keeps none unless asked), so the phone's GPS
 * position, its serial and the time never leave the request.
 */

/** What is wrong with one photo, for the message next to the photos field. */
export type PhotoProblem = 'type' | 'heic' | 'tooLarge' | 'tooMany' | 'unreadable'

export class PhotoRefused extends Error {
  constructor(
    readonly problem: PhotoProblem,
    /** 1-based, in the order sent; null when it is about all of them. */
    readonly index: number | null
  ) {
    super(`Photo ${index ?? ''} refused: ${problem}`)
  }
}

/** The formats read (by their bytes); HEIF only when this build of libvips decodes it. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif'])

/**
 * Pictures from today's phones are up to about 50 megapixels; a larger one
 * is refused before it is decoded, so a small file that inflates to
 * gigabytes (a "decompression bomb") cannot exhaust the server's memory.
 */
const MAX_INPUT_PIXELS = 120_000_000

/** HEVC-coded HEIF brands (an iPhone's HEIC), read from the `ftyp` box at the file's start. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
function looksLikeHeic(input: Buffer) {
  return input.length >= 12 && input.toString('latin1', 4, 8) === 'ftyp'
    ? HEIC_BRANDS.has(input.toString('latin1', 8, 12))
    : false
}

export type PreparedPhoto = {
  data: Buffer
  contentType: 'image/jpeg'
  bytes: number
  width: number
  height: number
}

/** One uploaded photo → the JPEG kept, or PhotoRefused. */
export async function preparePhoto(input: Buffer, index: number): Promise<PreparedPhoto> {
  if (input.length > CLAIM_LIMITS.photoBytesMax) throw new PhotoRefused('tooLarge', index)
  let format: string | undefined
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    format = metadata.format
  } catch {
    throw new PhotoRefused(looksLikeHeic(input) ? 'heic' : 'type', index)
  }
  if (!format || !ACCEPTED.has(format)) throw new PhotoRefused('type', index)
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: CLAIM_LIMITS.photoLongestSide,
        height: CLAIM_LIMITS.photoLongestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return {
      data,
      contentType: 'image/jpeg',
      bytes: data.length,
      width: info.width,
      height: info.height,
    }
  } catch {
    // The prebuilt libvips reads AVIF but has no HEVC decoder: an iPhone's HEIC is refused
    // with its own message (choose JPEG), anything else that will not decode as unreadable.
    throw new PhotoRefused(format === 'heif' || looksLikeHeic(input) ? 'heic' : 'unreadable', index)
  }
}

/** Storage keys nobody can guess: 128 random bits, under the month they were filed. */
export function photoKey(now = new Date()) {
  const month = now.toISOString().slice(0, 7)
  return `claims/${month}/${randomBytes(16).toString('hex')}.jpg`
}

/**
 * Writes the photos through the configured disk (DRIVE_DISK: `fs` or `s3`);
 * on any failure removes those already written.
 */
export async function storePhotos(photos: PreparedPhoto[], disk: Disk = drive.use()) {
  const keys: string[] = []
  try {
    for (const photo of photos) {
      const key = photoKey()
      await disk.put(key, photo.data, { contentType: photo.contentType, visibility: 'private' })
      keys.push(key)
    }
  } catch (error) {
    await removePhotos(keys, disk)
    throw error
  }
  return keys
}

/** Removes stored photos (a filing that did not commit); a key already gone is no error. */
export async function removePhotos(keys: string[], disk: Disk = drive.use()) {
  await Promise.allSettled(keys.map((key) => disk.delete(key)))
}
