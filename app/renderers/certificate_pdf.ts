import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { DateTime } from 'luxon'
import site from '#config/site'
import type Sale from '#models/sale'
import { serializeWarrantyLookup } from '#serializers/sale'
import { todayIso } from '#domain/warranty_status'
import { SALE_STATUS_LABELS, type SaleStatus } from '#dtos/sale'

const PAGE = { width: 595.28, height: 841.89, margin: 50 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const COLORS = {
  ink: '#1f2933',
  muted: '#66727f',
  rule: '#d9dee3',
  band: '#f1f3f5',
  accent: '#f8ae1b',
}
const STATUS_COLORS: Record<SaleStatus, string> = {
  active: '#2f9e44',
  expired: '#868e96',
  void: '#e03131',
}

function longDate(iso: string) {
  return DateTime.fromISO(iso).setLocale('en-GB').toFormat('d LLL yyyy')
}

/** The public page that verifies this warranty; the QR code points here. */
export function verificationUrl(formattedCode: string) {
  return `${site.appUrl}/e-warranty?code=${encodeURIComponent(formattedCode)}`
}

type Doc = PDFKit.PDFDocument

function label(doc: Doc, text: string, x: number, y: number, width?: number) {
  doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted)
  doc.text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 })
}

function value(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.ink).text(text, x, y, { width })
}

function statusPill(doc: Doc, status: SaleStatus, x: number, y: number) {
  const text = SALE_STATUS_LABELS[status].toUpperCase()
  doc.font('Helvetica-Bold').fontSize(10)
  const width = doc.widthOfString(text, { characterSpacing: 1 }) + 22
  doc.roundedRect(x, y, width, 20, 10).fill(STATUS_COLORS[status])
  doc.fillColor('#ffffff').text(text, x, y + 5.5, { width, align: 'center', characterSpacing: 1 })
  return width
}

/** A big translucent diagonal stamp: a voided certificate must not pass for a valid one. */
function voidStamp(doc: Doc) {
  doc.save()
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] })
  doc.opacity(0.22).fillColor(STATUS_COLORS.void).strokeColor(STATUS_COLORS.void)
  doc.font('Helvetica-Bold').fontSize(150)
  doc.text('VOID', 0, PAGE.height / 2 - 75, {
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

/**
 * The one-page A4 certificate. Personal data is masked exactly as on the
 * public page, because the document is meant to be shared (buyer, insurer).
 * The code is also in the PDF metadata, where it can be searched for.
 */
export async function renderCertificate(sale: Sale) {
  const warranty = serializeWarrantyLookup(sale, todayIso())
  const url = verificationUrl(warranty.warrantyCode)
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 360 })

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `Warranty certificate ${warranty.warrantyCode}`,
      Subject: `${site.brand} electronic warranty ${warranty.warrantyCode}`,
      Author: site.brand,
      Keywords: warranty.warrantyCode,
    },
  })
  const left = PAGE.margin
  const top = PAGE.margin
  // The brand's gold accent along the top edge, as on the website.
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent)

  // Header: brand and title on the left, the QR code on the right.
  const qrSize = 104
  doc.image(qr, PAGE.width - PAGE.margin - qrSize, top - 6, { width: qrSize })
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted)
  doc.text('Scan to verify', PAGE.width - PAGE.margin - qrSize, top + qrSize - 4, {
    width: qrSize,
    align: 'center',
  })
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLORS.ink).text(site.brand, left, top)
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(COLORS.muted)
    .text('Electronic Warranty Certificate', left, top + 32)
  label(doc, 'Warranty code', left, top + 66)
  doc.font('Helvetica-Bold').fontSize(26).fillColor(COLORS.ink)
  doc.text(warranty.warrantyCode, left, top + 79, { characterSpacing: 1.5 })
  const pillWidth = statusPill(doc, warranty.status, left, top + 116)
  doc.font('Helvetica').fontSize(10).fillColor(COLORS.muted)
  const validity =
    warranty.status === 'void'
      ? `This warranty was voided${warranty.voidedOn ? ` on ${longDate(warranty.voidedOn)}` : ''}.`
      : `Valid until ${longDate(warranty.expiresAt)}`
  doc.text(validity, left + pillWidth + 12, top + 121.5)

  let y = top + 156
  doc
    .moveTo(left, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(1)
    .strokeColor(COLORS.rule)
    .stroke()

  // Details, two columns.
  const column = CONTENT_WIDTH / 2
  const vehicle = [warranty.vehicle.make, warranty.vehicle.model, warranty.vehicle.year]
    .filter(Boolean)
    .join(' ')
  const details: [string, string][] = [
    ['Vehicle', vehicle],
    ['Plate number', warranty.plateMasked],
    ['Customer', warranty.customerMasked],
    ['Installation date', longDate(warranty.installedAt)],
    ['Installed by', warranty.dealer.name],
    ['Dealer phone', warranty.dealer.phone],
  ]
  y += 18
  details.forEach(([name, text], index) => {
    const x = left + (index % 2) * column
    const rowY = y + Math.floor(index / 2) * 42
    label(doc, name, x, rowY, column - 16)
    value(doc, text, x, rowY + 12, column - 16)
  })
  y += Math.ceil(details.length / 2) * 42 + 14

  // Films per window.
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.ink).text('Films installed', left, y)
  y += 24
  const cols = [
    { title: 'Window', x: left + 10, width: 110 },
    { title: 'Film', x: left + 125, width: 190 },
    { title: 'VLT', x: left + 320, width: 40 },
    { title: 'Warranty until', x: left + 370, width: CONTENT_WIDTH - 380 },
  ]
  doc.rect(left, y, CONTENT_WIDTH, 22).fill(COLORS.band)
  cols.forEach((col) => label(doc, col.title, col.x, y + 7, col.width))
  y += 22
  for (const item of warranty.items) {
    const cells = [item.positionLabel, item.filmName, `${item.vlt}%`, longDate(item.expiresAt)]
    doc.font('Helvetica').fontSize(10.5)
    const height = Math.max(24, doc.heightOfString(item.filmName, { width: cols[1].width }) + 12)
    cells.forEach((cell, index) => {
      doc
        .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10.5)
        .fillColor(COLORS.ink)
      doc.text(cell, cols[index].x, y + 7, { width: cols[index].width })
    })
    y += height
    doc
      .moveTo(left, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke()
  }

  // Footer: how to check the live record.
  const footerY = PAGE.height - PAGE.margin - 58
  doc
    .moveTo(left, footerY)
    .lineTo(PAGE.width - PAGE.margin, footerY)
    .lineWidth(1)
    .strokeColor(COLORS.rule)
    .stroke()
  doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted)
  doc.text(
    `Each film is covered for its own term from the installation date. The online record is authoritative: scan the QR code or enter the warranty code at ${site.appUrl}/e-warranty to see its current status. For a claim, contact the installing dealer or ${site.brand} at ${site.contact.phone}.`,
    left,
    footerY + 10,
    { width: CONTENT_WIDTH, lineGap: 2 }
  )
  doc.text(`Issued ${longDate(todayIso())}`, left, footerY + 44, {
    width: CONTENT_WIDTH,
    align: 'right',
  })

  if (warranty.status === 'void') voidStamp(doc)
  doc.end()
  return { filename: `warranty-${warranty.warrantyCode}.pdf`, stream: doc }
}
