import { randomBytes } from 'node:crypto'
import sharp, { type Metadata, type Sharp } from 'sharp'
import heicDecode from 'heic-decode'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { CLAIM_LIMITS } from '#dtos/claim'

/**
 * An owner's photos, from the bytes they sent to what is kept. The type is
 * read from the bytes (sharp's decoder: a text file named `.jpg` is not a
 * picture), never from the name or the declared type. An iPhone's HEIC is
 * decoded by libheif (heic-decode, WebAssembly), since the prebuilt libvips
 * has no HEVC decoder, and its pixels go on as any other photo. Every photo is
 * re-encoded: turned upright by its EXIF orientation, its longest side
 * brought down to CLAIM_LIMITS.photoLongestSide, and written as a JPEG with
 * no metadata at all (sharp keeps none unless asked), so the phone's GPS
 * position, its serial and the time never leave the request.
 */

/** What is wrong with one photo, for the message next to the photos field. */
export type PhotoProblem = 'type' | 'tooLarge' | 'tooMany' | 'unreadable'

export class PhotoRefused extends Error {
  constructor(
    readonly problem: PhotoProblem,
    /** 1-based, in the order sent; null when it is about all of them. */
    readonly index: number | null
  ) {
    super(`Photo ${index ?? ''} refused: ${problem}`)
  }
}

/** The formats read (by their bytes); HEIF as AVIF by libvips, as HEIC by heic-decode. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif'])

/**
 * Pictures from today's phones are up to about 50 megapixels; a larger one
 * is refused before it is decoded, so a small file that inflates to
 * gigabytes (a "decompression bomb") cannot exhaust the server's memory.
 */
const MAX_INPUT_PIXELS = 120_000_000

/**
 * HEVC-coded HEIF brands (an iPhone's HEIC), read from the `ftyp` box at the
 * file's start: how a HEIC too damaged for libvips to read its header is
 * still known for one.
 */
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

/**
 * A HEIC's primary image as RGBA pixels for sharp. libheif applies the
 * file's rotation and mirroring (irot, imir) as it decodes, and HEIF readers
 * ignore an EXIF orientation, so the pixels are already upright; sharp gets
 * no metadata with raw pixels, so nothing of the EXIF (GPS included) can
 * follow. The size is read before the decoding, so a bomb is refused
 * before it takes the memory.
 */
async function heicPixels(input: Buffer): Promise<Sharp> {
  const images = await heicDecode.all({ buffer: input })
  try {
    const [image] = images
    if (!image || image.width * image.height > MAX_INPUT_PIXELS) throw new Error('no image')
    const { width, height, data } = await image.decode()
    return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS })
  } finally {
    images.dispose()
  }
}

/** One uploaded photo → the JPEG kept, or PhotoRefused. */
export async function preparePhoto(input: Buffer, index: number): Promise<PreparedPhoto> {
  if (input.length > CLAIM_LIMITS.photoBytesMax) throw new PhotoRefused('tooLarge', index)
  let heic = looksLikeHeic(input)
  if (!heic) {
    let metadata: Metadata
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    } catch {
      throw new PhotoRefused('type', index)
    }
    if (!metadata.format || !ACCEPTED.has(metadata.format)) throw new PhotoRefused('type', index)
    // A HEIF of another brand (`mif1`) whose picture is HEVC: libvips reads its header only.
    heic = metadata.format === 'heif' && metadata.compression === 'hevc'
  }
  try {
    const source = heic
      ? await heicPixels(input)
      : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { data, info } = await source
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
    // Recognised by its bytes but damaged (cut short, a picture larger than
    // MAX_INPUT_PIXELS): the owner can take it again or choose another.
    throw new PhotoRefused('unreadable', index)
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
