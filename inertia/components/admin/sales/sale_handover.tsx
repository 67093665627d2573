import { useEffect, useState } from 'react'
import QRCode from 'qrcode'
import { Button, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  IconBrandWhatsapp,
  IconFileCertificate,
  IconMail,
  IconMessage,
  IconPrinter,
} from '@tabler/icons-react'
import type { SaleDetailDto } from '#dtos/sale'
import { LOCALES, type Locale } from '#dtos/locales'
import { mailtoUrl, smsUrl, whatsappUrl } from '~/components/admin/sales/share_links'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

/** The lookup link as an SVG QR code, drawn in the browser by the library the PDF uses. */
function useQrCode(link: string) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    // A quiet zone of 4 modules, as on the certificate, so phones read it off a screen.
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setSvg(null))
    return () => {
      current = false
    }
  }, [link])
  return svg
}

/**
 * Handing the warranty to the customer at the counter: a large QR code the
 * customer scans, and the message (code and lookup link) sent from the shop
 * by WhatsApp, SMS or e-mail in the customer's language. SMS and e-mail are
 * outlined in the primary colour, which reads in both schemes (its light
 * variant was a black slab in the dark one); WhatsApp keeps its green.
 */
export function SaleHandover({ sale }: { sale: SaleDetailDto }) {
  const t = useT()
  const { locale } = useLanguage()
  const [language, setLanguage] = useState<Locale>(locale)
  const message = sale.handover[language]
  const svg = useQrCode(message.link)

  return (
    <Stack gap="sm" align="center" w="100%" data-testid="sale-handover">
      <Text fw={600}>{t('sharing.handover.title')}</Text>
      <div style={{ width: 240, height: 240, background: '#fff', borderRadius: 8 }}>
        {svg && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('sharing.handover.qrAlt', { code: sale.warrantyCode })}
            width={240}
            height={240}
            data-link={message.link}
            data-testid="handover-qr"
          />
        )}
      </div>
      <Text size="sm" c="dimmed" maw={360}>
        {t('sharing.handover.scan')}
      </Text>
      <Text size="sm" fw={500} mt="xs">
        {t('sharing.handover.share')}
      </Text>
      <SegmentedControl
        aria-label={t('sharing.handover.language')}
        value={language}
        onChange={(value) => setLanguage(value as Locale)}
        data={LOCALES.map((value) => ({ value, label: t(`admin.language.${value}`) }))}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" w="100%">
        <Button
          component="a"
          href={whatsappUrl(sale.customerPhone, message)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          {t('sharing.handover.whatsapp')}
        </Button>
        <Button
          component="a"
          href={smsUrl(sale.customerPhone, message)}
          variant="outline"
          leftSection={<IconMessage size={18} aria-hidden />}
        >
          {t('sharing.handover.sms')}
        </Button>
        <Button
          component="a"
          href={mailtoUrl(sale.customerEmail, message)}
          variant="outline"
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('sharing.handover.email')}
        </Button>
      </SimpleGrid>
    </Stack>
  )
}

/**
 * Opens the owner's certificate (full name and plate, for the dealer's
 * stamp) in a new tab, in the interface's language: named as the customer's
 * copy, beside the masked verification copy. `onOpen` lets the caller say at
 * once that a first print now exists (the server records it); `describedBy`
 * links the line that says what this copy is.
 */
export function OwnerCertificateButton({
  sale,
  size,
  fullWidth,
  onOpen,
  describedBy,
}: {
  sale: SaleDetailDto
  size?: 'sm' | 'md'
  fullWidth?: boolean
  onOpen?: () => void
  describedBy?: string
}) {
  const t = useT()
  const { locale } = useLanguage()
  return (
    <Button
      component="a"
      href={`${sale.ownerCertificateUrl}?lang=${locale}`}
      target="_blank"
      rel="noopener"
      variant="default"
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconPrinter size={size === 'md' ? 18 : 16} aria-hidden />}
      onClick={onOpen}
      aria-describedby={describedBy}
    >
      {t('sharing.handover.printOwner')}
    </Button>
  )
}

/** The masked copy anyone with the code can download (to show a buyer or an insurer). */
export function VerificationCopyButton({
  sale,
  size,
  variant = 'default',
  fullWidth,
  describedBy,
}: {
  sale: SaleDetailDto
  size?: 'sm' | 'md'
  variant?: 'filled' | 'default'
  fullWidth?: boolean
  describedBy?: string
}) {
  const t = useT()
  return (
    <Button
      component="a"
      href={sale.certificateUrl}
      target="_blank"
      rel="noopener"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconFileCertificate size={size === 'md' ? 18 : 16} aria-hidden />}
      aria-describedby={describedBy}
    >
      {t('sharing.handover.openPublic')}
    </Button>
  )
}

/** After the first print, when it was: printing again makes a reprint. */
export function FirstPrintedHint({ printedAt }: { printedAt: string | null }) {
  const t = useT()
  const { locale } = useLanguage()
  if (!printedAt) return null
  return (
    <Text size="xs" c="dimmed">
      {t('sharing.handover.firstPrinted', { date: formatDateTime(printedAt, locale) })}
    </Text>
  )
}
