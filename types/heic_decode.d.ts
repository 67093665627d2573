/**
 * The part of heic-decode (libheif compiled to WebAssembly) that
 * #services/claim_photos uses. The package ships no types of its own.
 */
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }
  type Image = { width: number; height: number; decode: () => Promise<Decoded> }

  /** Every image of the file, sized but not yet decoded; `dispose` frees them all. */
  function all(input: { buffer: Uint8Array }): Promise<Image[] & { dispose: () => void }>
  /** The file's primary image, decoded: RGBA, 4 bytes a pixel, transformations (irot, imir) applied. */
  function decode(input: { buffer: Uint8Array }): Promise<Decoded>

  const heicDecode: typeof decode & { all: typeof all }
  export default heicDecode
}
