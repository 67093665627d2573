import { parentPort, workerData } from 'node:worker_threads'
import heicDecode from 'heic-decode'

/**
 * One HEIC decoded in a thread of its own (#services/claim_photos starts
 * it). libheif compiled to WebAssembly decodes synchronously: about a tenth
 * of a second per megapixel here, so an iPhone's 12 MP photo on the
 * server's thread would hold every other request for over a second. The
 * thread ends after one picture, which also gives back all the WebAssembly
 * memory: libheif-js keeps the parsing context of a file it could not read
 * (a few KB plus a copy of the file, each time), so a long-lived decoder
 * would grow with every damaged upload.
 */
export type HeicJob = {
  bytes: Uint8Array
  /** A bomb is refused from the size in its header, before any pixel is decoded. */
  maxPixels: number
}

/** `pixels`: RGBA, 4 bytes a pixel, its memory handed over to the parent (not copied). */
export type HeicResult =
  { width: number; height: number; pixels: Uint8Array<ArrayBuffer> } | { error: string }

// libheif-js reports a file it cannot parse with console.log; that is the
// owner's 422 (a damaged photo), not a line for the server's output.
console.log = () => {}

async function decodePrimary({ bytes, maxPixels }: HeicJob): Promise<HeicResult> {
  const images = await heicDecode.all({ buffer: bytes })
  try {
    const [image] = images
    if (!image) return { error: 'no image in the file' }
    if (image.width * image.height > maxPixels) return { error: 'too many pixels' }
    // libheif applies the file's rotation and mirroring (irot, imir) as it decodes.
    const { width, height, data } = await image.decode()
    return { width, height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }
  } finally {
    images.dispose()
  }
}

decodePrimary(workerData as HeicJob).then(
  (result) => parentPort!.postMessage(result, 'pixels' in result ? [result.pixels.buffer] : []),
  (error: Error) => parentPort!.postMessage({ error: error.message } satisfies HeicResult)
)
