import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowsExchange } from '@tabler/icons-react'
import type { SaleDetailDto, SaleItemDto } from '#dtos/sale'
import { PhoneText } from '~/components/common/phone_text'
import { formatDate } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

/** Under a film row of the drawer: saved below the local VLT minimum for its window. */
export function BelowMinimumNote({ item }: { item: SaleItemDto }) {
  const t = useT()
  if (item.belowVltMinimum === null) return null
  return (
    <Text size="xs" fw={500} mt={4} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-filled)" />
      {t('tint.legal.note', {
        window: t(`warranty.position.${item.position}`),
        minimum: item.belowVltMinimum,
      })}
    </Text>
  )
}

/** Why films below the minimum were fitted; nothing when none is. */
export function BelowMinimumReason({ sale }: { sale: SaleDetailDto }) {
  const t = useT()
  if (!sale.belowMinimumReason) return null
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        {t('tint.legal.reasonShown')}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {sale.belowMinimumReason}
      </Text>
    </Box>
  )
}

/** "Transfer to new owner", for those who may, when every film's terms allow it. */
export function TransferButton({ sale, onClick }: { sale: SaleDetailDto; onClick: () => void }) {
  const t = useT()
  if (!sale.transfer.allowed || sale.transfer.notTransferable.length > 0) return null
  return (
    <Button
      variant="default"
      leftSection={<IconArrowsExchange size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('tint.transfer.action')}
    </Button>
  )
}

/** Instead of the button: which films' terms keep the warranty with its first owner. */
export function NotTransferableNote({ sale }: { sale: SaleDetailDto }) {
  const t = useT()
  if (!sale.transfer.allowed || sale.transfer.notTransferable.length === 0) return null
  return (
    <Text size="sm" c="dimmed">
      {t('tint.transfer.notTransferable', { films: sale.transfer.notTransferable.join(', ') })}
    </Text>
  )
}

/** The owners before the current one, oldest first, each with when and to whom it passed. */
export function PreviousOwners({ sale }: { sale: SaleDetailDto }) {
  const t = useT()
  const { locale } = useLanguage()
  if (sale.transfers.length === 0) return null
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        {t('tint.transfer.previousOwners')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sale.transfers.map((transfer) => (
          <Paper key={transfer.id} component="li" withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {transfer.previousCustomerName} · <PhoneText value={transfer.previousCustomerPhone} />
            </Text>
            <Text size="sm">
              {transfer.createdBy
                ? t('tint.transfer.transferredOn', {
                    date: formatDate(transfer.transferredOn, locale),
                    name: transfer.newCustomerName,
                    username: transfer.createdBy.username,
                  })
                : t('tint.transfer.transferredOnNoUser', {
                    date: formatDate(transfer.transferredOn, locale),
                    name: transfer.newCustomerName,
                  })}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {transfer.reason}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Box>
  )
}
