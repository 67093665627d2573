import { randomBytes } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import sharp, { type Metadata, type Sharp } from 'sharp'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { CLAIM_LIMITS } from '#dtos/claim'
import type { HeicJob, HeicResult } from '#services/heic_decode_worker'

/**
 * An owner's photos, from the bytes they sent to what is kept. The type is
 * read from the bytes (sharp's decoder: a text file named `.jpg` is not a
 * picture), never from the name or the declared type. An iPhone's HEIC is
 * decoded by libheif (heic-decode, WebAssembly, in a worker thread:
 * #services/heic_decode_worker), since the prebuilt libvips has no HEVC
 * decoder, and its pixels go on as any other photo. Every photo is
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

/** The worker's entry: its TypeScript source in development and tests, the built file in production. */
const fromSource = import.meta.url.endsWith('.ts')
const HEIC_WORKER = new URL(`./heic_decode_worker.${fromSource ? 'ts' : 'js'}`, import.meta.url)
const WORKER_ARGV = fromSource ? ['--import', 'ts-node-maintained/register/esm'] : []

export const heicLimits = {
  /** Decodings at once: each keeps a core busy, and this machine class has two. Others wait their turn. */
  concurrent: 2,
  /** A 50 MP picture decodes in about 5 s here; past this the file is taken as unreadable. */
  timeoutMs: 30_000,
}
let decoding = 0
const queued: (() => void)[] = []

/** The most decodings seen running at once (tests check the cap holds). */
export const heicDecodingStats = { peak: 0 }

/** Runs `work` when a decoding slot is free; a finished one hands its slot to the next in line. */
async function inHeicSlot<T>(work: () => Promise<T>) {
  if (decoding < heicLimits.concurrent) decoding++
  else await new Promise<void>((resolve) => queued.push(resolve))
  heicDecodingStats.peak = Math.max(heicDecodingStats.peak, decoding)
  try {
    return await work()
  } finally {
    const next = queued.shift()
    if (next) next()
    else decoding--
  }
}

/** A HEIC's primary image, decoded in its own thread: RGBA pixels, already upright. */
function decodeHeic(input: Buffer) {
  return new Promise<Extract<HeicResult, { pixels: Uint8Array }>>((resolve, reject) => {
    const job: HeicJob = { bytes: input, maxPixels: MAX_INPUT_PIXELS }
    const worker = new Worker(HEIC_WORKER, { workerData: job, execArgv: WORKER_ARGV })
    const timer = setTimeout(() => {
      reject(new Error('HEIC decoding took too long'))
      void worker.terminate()
    }, heicLimits.timeoutMs)
    const settle = () => {
      clearTimeout(timer)
      void worker.terminate()
    }
    worker.once('message', (result: HeicResult) => {
      settle()
      if ('error' in result) reject(new Error(result.error))
      else resolve(result)
    })
    worker.once('error', (error) => {
      settle()
      reject(error)
    })
    // After a message this is a no-op: a promise settles once.
    worker.once('exit', () => {
      settle()
      reject(new Error('the HEIC worker stopped'))
    })
  })
}

/**
 * A HEIC as sharp's input. HEIF readers ignore an EXIF orientation (libheif
 * has already applied the file's own), and raw pixels carry no metadata, so
 * nothing of the EXIF (GPS included) can follow.
 */
async function heicPixels(input: Buffer): Promise<Sharp> {
  const { width, height, pixels } = await inHeicSlot(() => decodeHeic(input))
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS })
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
