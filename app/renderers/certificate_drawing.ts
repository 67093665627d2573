import type { SaleStatus } from '#dtos/sale'
import { PDF_FONTS, printable } from '#renderers/pdf_fonts'

/*
 * The certificate's page, colours and fonts, and how each of its parts is
 * drawn (#renderers/certificate_pdf lays them out).
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 50 }
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const COLORS = {
  ink: '#1f2933',
  muted: '#66727f',
  rule: '#d9dee3',
  band: '#f1f3f5',
  accent: '#f8ae1b',
}
export const STATUS_COLORS: Record<SaleStatus, string> = {
  active: '#2f9e44',
  expired: '#868e96',
  void: '#e03131',
}
export const REGULAR = PDF_FONTS.regular.name
export const BOLD = PDF_FONTS.bold.name

type Doc = PDFKit.PDFDocument

type Box = { x: number; y: number; width: number; lines?: number }

/**
 * Text held inside its box: at most `lines` lines, the last one shortened
 * with an ellipsis, so no accepted input can push anything off the page or
 * over its neighbour. Every text goes through `printable`, so a character
 * the fonts lack is left out, never printed as mojibake or a `�`.
 */
export function boxed(doc: Doc, text: string, box: Box, options: PDFKit.Mixins.TextOptions = {}) {
  const lines = box.lines ?? 1
  // pdfkit moves down a line's height plus the gap: without the gap the last line did not fit.
  const height = (doc.currentLineHeight(true) + (options.lineGap ?? 0)) * lines
  doc.text(printable(text), box.x, box.y, {
    width: box.width,
    height,
    ellipsis: '…',
    lineBreak: lines > 1,
    features: noComposition(),
    ...options,
  })
}

type Fit = { width: number; size: number; minSize: number; lines: number; lineGap: number }

/**
 * Text that must print whole, such as the footer with the claims contact:
 * the largest font size from `size` down to `minSize` (in half points) at
 * which it takes at most `lines` lines; at `minSize` it takes the lines it
 * needs. Sets that size and says how many lines and points it takes, so the
 * caller can make room before drawing it with `boxed`.
 */
export function fitWhole(doc: Doc, text: string, fit: Fit) {
  const measure = (size: number) => {
    doc.fontSize(size)
    const lineHeight = doc.currentLineHeight(true) + fit.lineGap
    const options = { width: fit.width, lineGap: fit.lineGap, features: noComposition() }
    const lines = Math.round(doc.heightOfString(printable(text), options) / lineHeight)
    return { lines, height: lines * lineHeight }
  }
  let size = fit.size
  let result = measure(size)
  while (result.lines > fit.lines && size > fit.minSize) {
    size = Math.max(fit.minSize, size - 0.5)
    result = measure(size)
  }
  return { size, ...result }
}

/**
 * Shaping without the font's glyph composition (`ccmp`): with it, Noto Sans
 * splits a Vietnamese letter such as "ị" into a base and a dot-below glyph,
 * and a reader then copies "Đại" as "Đạị" or "Thị" as "Thi (". The text is
 * NFC already, and the font has every precomposed letter, so nothing is
 * drawn differently. A new object each time: the shaper fills it in.
 */
export function noComposition(
  extra: Record<string, boolean> = {}
): PDFKit.Mixins.TextOptions['features'] {
  return { ccmp: false, ...extra } as unknown as PDFKit.Mixins.TextOptions['features']
}

export function label(doc: Doc, text: string, box: Box) {
  doc.font(REGULAR).fontSize(8.5).fillColor(COLORS.muted)
  boxed(doc, text.toLocaleUpperCase(), box, { characterSpacing: 0.6 })
}

export function value(doc: Doc, text: string, box: Box) {
  doc.font(BOLD).fontSize(11.5).fillColor(COLORS.ink)
  boxed(doc, text, box)
}

export function statusPill(doc: Doc, text: string, status: SaleStatus, x: number, y: number) {
  const upper = text.toLocaleUpperCase()
  doc.font(BOLD).fontSize(10)
  const width = doc.widthOfString(upper, { characterSpacing: 1 }) + 22
  doc.roundedRect(x, y, width, 20, 10).fill(STATUS_COLORS[status])
  doc.fillColor('#ffffff').text(upper, x, y + 3.5, { width, align: 'center', characterSpacing: 1 })
  return width
}

/** A big translucent diagonal stamp: a voided certificate must not pass for a valid one. */
export function voidStamp(doc: Doc, text: string) {
  doc.save()
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] })
  doc.opacity(0.22).fillColor(STATUS_COLORS.void).strokeColor(STATUS_COLORS.void)
  doc.font(BOLD).fontSize(text.length > 4 ? 96 : 150)
  doc.text(text, 0, PAGE.height / 2 - doc.currentLineHeight() / 2 - 10, {
    width: PAGE.width,
    align: 'center',
    lineBreak: false,
  })
  doc
    .lineWidth(8)
    .rect(PAGE.width / 2 - 220, PAGE.height / 2 - 95, 440, 170)
    .stroke()
  doc.restore()
}

export const STAMP_WIDTH = 220

/** The dealer's stamp and signature go here on the owner's certificate, under the films. */
export function stampArea(doc: Doc, text: string, top: number, bottom: number) {
  const height = Math.min(84, bottom - top)
  if (height < 36) return
  const width = STAMP_WIDTH
  const x = PAGE.width - PAGE.margin - width
  doc.save()
  doc.roundedRect(x, top, width, height, 6).dash(3, { space: 3 }).lineWidth(0.8)
  doc.strokeColor(COLORS.muted).stroke()
  doc.restore()
  doc.font(REGULAR).fontSize(7.5).fillColor(COLORS.muted)
  boxed(doc, text.toLocaleUpperCase(), { x: x + 8, y: top + 6, width: width - 16 })
}
