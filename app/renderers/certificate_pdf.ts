import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import i18nManager from '@adonisjs/i18n/services/main'
import site from '#config/site'
import type Sale from '#models/sale'
import { serializeWarrantyLookup, sortedItems } from '#serializers/sale'
import { todayIso } from '#domain/warranty_status'
import { formatCalendarDay, localizedPath, type Locale } from '#dtos/locales'
import { DEFAULT_LOCALE } from '#config/i18n'
import {
  BOLD,
  CONTENT_WIDTH,
  COLORS,
  PAGE,
  REGULAR,
  STAMP_WIDTH,
  STATUS_COLORS,
  boxed,
  fitWhole,
  label,
  noComposition,
  stampArea,
  statusPill,
  value,
  voidStamp,
} from '#renderers/certificate_drawing'
import { PDF_FONTS } from '#renderers/pdf_fonts'

/**
 * The public page that verifies this warranty, in `locale`; the QR code
 * points here. `baseUrl` is APP_URL, or in development the host the
 * certificate was requested on (#http/public_url).
 */
export function verificationUrl(
  formattedCode: string,
  locale: Locale = 'en',
  baseUrl: string = site.appUrl
) {
  const page = localizedPath('/e-warranty', locale, DEFAULT_LOCALE)
  return `${baseUrl}${page}?code=${encodeURIComponent(formattedCode)}`
}

/**
 * The owner's certificate, printed by staff from the admin: the days it
 * states (all `YYYY-MM-DD`). `firstPrintedOn` is set on a reprint only;
 * `reissuedOn` once the warranty changed hands (transfer of ownership).
 */
export type OwnerCopy = {
  issuedOn: string
  printedOn: string
  firstPrintedOn: string | null
  reissuedOn?: string | null
}

export type CertificateOptions = {
  /** Where the QR code and the footer link point (APP_URL by default). */
  baseUrl?: string
  /** The owner's certificate (full name and plate, dealer's stamp); without it, the public copy. */
  owner?: OwnerCopy
}

/**
 * The one-page A4 certificate, in `locale`, in one of two copies from one
 * layout. The public verification copy (the lookup's download) masks personal
 * data exactly as the public page does, because it is meant to be shared
 * (buyer, insurer). The owner's certificate (`options.owner`), printed by
 * staff, names the customer and the plate in full and has room for the
 * dealer's stamp; a reprint says so. The code is also in the PDF metadata,
 * where it can be searched for.
 */
export async function renderCertificate(
  sale: Sale,
  locale: Locale = 'en',
  options: CertificateOptions = {}
) {
  const i18n = i18nManager.locale(locale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`certificate.${key}`, data)
  const day = (iso: string) => formatCalendarDay(iso, locale)
  const warranty = serializeWarrantyLookup(sale, todayIso())
  const { owner } = options
  const code = warranty.warrantyCode
  const url = verificationUrl(code, locale, options.baseUrl)
  // A quiet zone of 4 modules, as the QR standard asks, so phones read it off paper.
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, width: 400 })

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: locale,
    info: {
      Title: t('title', { code }),
      Subject: t('subject', { brand: site.brand, code }),
      Author: site.brand,
      Keywords: code,
    },
  })
  doc.registerFont(REGULAR, PDF_FONTS.regular.data)
  doc.registerFont(BOLD, PDF_FONTS.bold.data)
  const left = PAGE.margin
  const top = PAGE.margin
  const right = PAGE.width - PAGE.margin
  // The brand's gold accent along the top edge, as on the website.
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent)

  // Header: brand and title on the left, the QR code on the right.
  const qrSize = 116
  const textWidth = CONTENT_WIDTH - qrSize - 16
  doc.image(qr, right - qrSize, top - 14, { width: qrSize })
  doc.font(REGULAR).fontSize(7.5).fillColor(COLORS.muted)
  boxed(doc, t('scan'), { x: right - qrSize, y: top + qrSize - 16, width: qrSize })
  // A long brand is set smaller before it is shortened.
  doc.font(BOLD).fillColor(COLORS.ink)
  fitWhole(doc, site.brand, { width: textWidth, size: 22, minSize: 15, lines: 1, lineGap: 0 })
  boxed(doc, site.brand, { x: left, y: top - 4, width: textWidth })
  doc.font(REGULAR).fontSize(13).fillColor(COLORS.muted)
  boxed(doc, t('heading'), { x: left, y: top + 28, width: textWidth })
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(owner ? COLORS.ink : COLORS.muted)
  boxed(doc, t(owner ? 'owner.copy' : 'public.copy'), { x: left, y: top + 46, width: textWidth })
  label(doc, t('code'), { x: left, y: top + 62, width: textWidth })
  doc.font(BOLD).fontSize(24).fillColor(COLORS.ink)
  // Evenly spaced, not kerned: a kerned pair (`EJ`) left a gap a reader copies as a space.
  const evenly = { characterSpacing: 1.5, features: noComposition({ kern: false }) }
  boxed(doc, code, { x: left, y: top + 74, width: textWidth }, evenly)
  const status = i18n.t(`warranty.status.${warranty.status}`)
  const pillWidth = statusPill(doc, status, warranty.status, left, top + 116)
  const validity =
    warranty.status === 'void'
      ? warranty.voidedOn
        ? t('voidedOn', { date: day(warranty.voidedOn) })
        : t('voided')
      : t('validUntil', { date: day(warranty.expiresAt) })
  doc.font(REGULAR).fontSize(10).fillColor(COLORS.muted)
  boxed(doc, validity, { x: left + pillWidth + 12, y: top + 118, width: textWidth - pillWidth })

  let y = top + 156
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(COLORS.rule).stroke()

  // Details, two columns; a value may take two lines, then it is shortened.
  const column = CONTENT_WIDTH / 2
  const vehicle = [warranty.vehicle.make, warranty.vehicle.model, warranty.vehicle.year]
    .filter(Boolean)
    .join(' ')
  const details: [string, string][] = [
    [t('vehicle'), vehicle],
    [t('plate'), owner ? sale.plateNumber : warranty.plateMasked],
    [t('customer'), owner ? sale.customerName : warranty.customerMasked],
    [t('installedAt'), day(warranty.installedAt)],
    [t('installedBy'), warranty.dealer.name],
    [t('dealerPhone'), warranty.dealer.phone],
  ]
  const detailHeight = 50
  y += 16
  details.forEach(([name, text], index) => {
    const x = left + (index % 2) * column
    const rowY = y + Math.floor(index / 2) * detailHeight
    label(doc, name, { x, y: rowY, width: column - 16 })
    value(doc, text, { x, y: rowY + 12, width: column - 16, lines: 2 })
  })
  y += Math.ceil(details.length / 2) * detailHeight + 8

  // Films per window: a film name may take two lines, then it is shortened.
  doc.font(BOLD).fontSize(13).fillColor(COLORS.ink)
  boxed(doc, t('films'), { x: left, y, width: CONTENT_WIDTH })
  y += 24
  const cols = [
    { title: t('window'), x: left + 10, width: 110 },
    { title: t('film'), x: left + 125, width: 190 },
    { title: t('vlt'), x: left + 320, width: 40 },
    { title: t('until'), x: left + 370, width: CONTENT_WIDTH - 380 },
  ]
  doc.rect(left, y, CONTENT_WIDTH, 22).fill(COLORS.band)
  cols.forEach((col) => label(doc, col.title, { x: col.x, y: y + 6, width: col.width }))
  y += 22
  for (const item of warranty.items) {
    const cells = [
      i18n.t(`warranty.position.${item.position}`),
      item.filmName,
      i18n.formatNumber(item.vlt / 100, { style: 'percent' }),
      day(item.expiresAt),
    ]
    doc.font(REGULAR).fontSize(10.5)
    const lineHeight = doc.currentLineHeight(true)
    const filmLines = Math.min(
      2,
      Math.ceil(doc.heightOfString(item.filmName, cols[1]) / lineHeight)
    )
    cells.forEach((cell, index) => {
      doc
        .font(index === 0 ? BOLD : REGULAR)
        .fontSize(10.5)
        .fillColor(COLORS.ink)
      const col = cols[index]
      boxed(doc, cell, { x: col.x, y: y + 5, width: col.width, lines: 2 })
    })
    y += Math.max(1, filmLines) * lineHeight + 12
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
  }

  // One note under the films: the windows fitted below the local VLT minimum (tint.json).
  // On the owner's certificate it keeps left of the dealer's stamp, which starts beside it.
  const below = sortedItems(sale).filter((item) => item.belowVltMinimum !== null)
  if (below.length) {
    const windows = below.map((item) => i18n.t(`warranty.position.${item.position}`)).join(', ')
    doc.font(REGULAR).fontSize(9).fillColor(COLORS.ink)
    boxed(doc, i18n.t('tint.legal.certificateNote', { windows }), {
      x: left,
      y: y + 8,
      width: owner ? CONTENT_WIDTH - STAMP_WIDTH - 16 : CONTENT_WIDTH,
      lines: owner ? 3 : 2,
    })
  }

  // Footer: how to check the live record and whom to call for a claim. It prints whole, laid
  // out from the foot of the page up: a long brand, phone or address makes it smaller, then longer.
  const footer = t('footer', {
    url: url.split('?')[0],
    brand: site.brand,
    phone: site.contact.phone,
  })
  doc.font(REGULAR)
  const fit = fitWhole(doc, footer, {
    width: CONTENT_WIDTH,
    size: 8,
    minSize: 6.5,
    lines: 3,
    lineGap: 1,
  })
  doc.fontSize(8)
  const issuedY = PAGE.height - PAGE.margin - doc.currentLineHeight(true) - 4
  const footerTextY = issuedY - 2 - fit.height
  const footerY = footerTextY - 8
  if (owner) stampArea(doc, t('owner.stamp'), y + 14, footerY - 10)
  doc.moveTo(left, footerY).lineTo(right, footerY).lineWidth(1).strokeColor(COLORS.rule).stroke()
  doc.font(REGULAR).fontSize(fit.size).fillColor(COLORS.muted)
  const footerBox = { x: left, y: footerTextY, width: CONTENT_WIDTH, lines: fit.lines }
  boxed(doc, footer, footerBox, { lineGap: 1 })
  doc.fontSize(8)
  boxed(
    doc,
    issuedLine(owner, t, day),
    { x: left, y: issuedY, width: CONTENT_WIDTH },
    {
      align: 'right',
    }
  )

  // Stamped on every page, should the certificate ever take more than one.
  if (warranty.status === 'void') {
    const range = doc.bufferedPageRange()
    for (let page = range.start; page < range.start + range.count; page++) {
      doc.switchToPage(page)
      voidStamp(doc, t('stamp'))
    }
  }
  // A reprint says so where a glance falls first: under the QR code.
  if (owner?.firstPrintedOn) {
    doc.font(BOLD).fontSize(8).fillColor(STATUS_COLORS.void)
    const mark = t('owner.reprintOf', { date: day(owner.firstPrintedOn) })
    boxed(
      doc,
      mark,
      { x: right - qrSize, y: top + 116, width: qrSize, lines: 2 },
      { align: 'center' }
    )
  }
  doc.flushPages()
  doc.end()
  return { filename: `warranty-${code}.pdf`, stream: doc }
}

/**
 * The footer's dates. The public copy: the day it was downloaded. The owner's
 * certificate: issued on the registration day, then "Reprint of <first
 * print>", "Reissued <transfer>" and the day of this print when they apply.
 */
function issuedLine(
  owner: OwnerCopy | undefined,
  t: (key: string, data?: Record<string, unknown>) => string,
  day: (iso: string) => string
) {
  if (!owner) return t('issued', { date: day(todayIso()) })
  const parts = [t('issued', { date: day(owner.issuedOn) })]
  if (owner.reissuedOn) parts.push(t('owner.reissued', { date: day(owner.reissuedOn) }))
  if (owner.firstPrintedOn) {
    parts.push(t('owner.reprintOf', { date: day(owner.firstPrintedOn) }))
    parts.push(t('owner.printed', { date: day(owner.printedOn) }))
  }
  return parts.join(' · ')
}
