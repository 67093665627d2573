import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A run of text as a PDF reader places it: page coordinates in points, origin bottom-left. */
export type PdfTextItem = {
  text: string
  x: number
  y: number
  width: number
  height: number
  /** Set at an angle (the VOID stamp). */
  rotated: boolean
}

/**
 * The text of each page of a PDF as PDF.js (Firefox's reader) extracts it:
 * through the fonts' ToUnicode maps, so this is what a reader copies or a
 * search engine indexes, not the bytes of the content stream.
 */
export async function pdfPages(bytes: Buffer): Promise<PdfTextItem[][]> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  const document = await task.promise
  const pages: PdfTextItem[][] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const items: PdfTextItem[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const [, skew, , , x, y] = item.transform as number[]
      items.push({
        text: item.str,
        x,
        y,
        width: item.width,
        height: item.height,
        rotated: skew !== 0,
      })
    }
    pages.push(items)
  }
  await task.destroy()
  return pages
}

/** All the text of a PDF, one line per text run. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pages = await pdfPages(bytes)
  return pages.map((items) => items.map((item) => item.text).join('\n')).join('\n')
}

/**
 * Pairs of text runs on one page whose boxes overlap (by more than a
 * hair, for glyphs that touch). The stamp, drawn across the page on purpose, is left out.
 */
export function overlappingItems(page: PdfTextItem[]): [PdfTextItem, PdfTextItem][] {
  const overlaps: [PdfTextItem, PdfTextItem][] = []
  const items = page.filter((item) => !item.rotated)
  const slack = 0.5
  items.forEach((a, index) => {
    for (const b of items.slice(index + 1)) {
      const horizontal = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const vertical = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (horizontal > slack && vertical > slack) overlaps.push([a, b])
    }
  })
  return overlaps
}
