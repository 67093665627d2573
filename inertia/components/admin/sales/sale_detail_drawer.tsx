import { useMemo, useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconBan, IconPencil } from '@tabler/icons-react'
import type { SaleDetailDto, SaleInput } from '#dtos/sale'
import { ResourceFormModal } from '~/components/admin/resource/resource_form_modal'
import { useResourceMutations } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { saleFormConfig } from '~/components/admin/sales/sale_form'
import type { SaleValues } from '~/components/admin/sales/sale_values'
import { formatVehicle } from '~/components/admin/sales/sale_format'
import { formatDate, formatDateTime, formatTimeLeft } from '~/shared/format'
import { SALES, useSaleDetail } from '~/components/admin/sales/use_sales'
import { SaleStatusBadge } from '~/components/admin/sales/sale_status_badge'
import { VoidSaleModal } from '~/components/admin/sales/void_sale_modal'
import { PhoneText } from '~/components/common/phone_text'
import { useLanguage, useT } from '~/shared/i18n'
import { WarrantyCode } from '~/components/common/warranty_code'
import {
  FirstPrintedHint,
  OwnerCertificateButton,
  VerificationCopyButton,
} from '~/components/admin/sales/sale_handover'
import { TransferSaleModal } from '~/components/admin/sales/transfer_sale_modal'
import {
  BelowMinimumNote,
  BelowMinimumReason,
  NotTransferableNote,
  PreviousOwners,
  TransferButton,
} from '~/components/admin/sales/sale_ownership'
import { RecordHistory } from '~/components/admin/audit/record_history'
import { FactList } from '~/components/admin/resource/fact_list'

type Props = { saleId: number | null; onClose: () => void }

/** A labelled group of facts, as a description list. */
function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <FactList items={items} />
    </Box>
  )
}

function daysLeftColor(daysLeft: number) {
  if (daysLeft < 0) return 'dimmed'
  return daysLeft <= 30 ? 'orange' : undefined
}

function FilmItems({ sale }: { sale: SaleDetailDto }) {
  const t = useT()
  const { locale } = useLanguage()
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        {t('admin.saleDetail.films')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sale.items.map((item) => (
          <Paper key={item.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {t(`warranty.position.${item.position}`)}
                </Text>
                <Text size="sm">
                  {t('admin.saleDetail.film', { name: item.product.name, vlt: item.product.vlt })}
                </Text>
                <BelowMinimumNote item={item} />
              </div>
              <Box ta="right">
                <Text size="sm">
                  {t('admin.saleDetail.expires', {
                    date: formatDate(item.warrantyExpiresAt, locale),
                  })}
                </Text>
                {sale.status !== 'void' && (
                  <Text size="xs" c={daysLeftColor(item.daysLeft)}>
                    {formatTimeLeft(item.warrantyExpiresAt, item.daysLeft, t)}
                  </Text>
                )}
              </Box>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Box>
  )
}

function SaleDetail({ sale, isAdmin }: { sale: SaleDetailDto; isAdmin: boolean }) {
  const [dialog, setDialog] = useState<'edit' | 'void' | 'transfer' | null>(null)
  const [editKey, setEditKey] = useState(0)
  // The server records the first print as the tab opens; say so before the next refetch.
  const [printedNow, setPrintedNow] = useState<{ id: number; at: string } | null>(null)
  const { update } = useResourceMutations<SaleDetailDto, SaleInput>(SALES)
  const formConfig = useMemo(() => saleFormConfig(isAdmin), [isAdmin])
  const { permissions } = sale
  const t = useT()
  const { locale } = useLanguage()
  const noun = { singular: t('admin.salesNoun.one'), plural: t('admin.salesNoun.other') }
  const byAt = (username: string, at: string) =>
    t('admin.saleDetail.byAt', { username, when: formatDateTime(at, locale) })
  const openDialog = (which: 'edit' | 'transfer') => {
    setEditKey((key) => key + 1)
    setDialog(which)
  }

  return (
    <Stack gap="lg">
      {sale.status === 'void' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconBan size={18} />}
          title={t('admin.saleDetail.void')}
        >
          <Text size="sm">{sale.voidReason}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            {sale.voidedBy
              ? t('admin.saleDetail.voidedBy', {
                  when: formatDateTime(sale.voidedAt, locale),
                  username: sale.voidedBy.username,
                })
              : t('admin.saleDetail.voided', { when: formatDateTime(sale.voidedAt, locale) })}
          </Text>
        </Alert>
      )}
      {/* The two copies as the success panel names them: the customer's, and the masked one. */}
      <Group gap="sm">
        <OwnerCertificateButton
          sale={sale}
          onOpen={() => setPrintedNow({ id: sale.id, at: new Date().toISOString() })}
        />
        <VerificationCopyButton sale={sale} />
        {permissions.edit && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => openDialog('edit')}
          >
            {t('admin.saleDetail.edit')}
          </Button>
        )}
        <TransferButton sale={sale} onClick={() => openDialog('transfer')} />
        {permissions.void && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setDialog('void')}
          >
            {t('admin.saleDetail.voidAction')}
          </Button>
        )}
      </Group>
      <FirstPrintedHint
        printedAt={sale.certificatePrintedAt ?? (printedNow?.id === sale.id ? printedNow.at : null)}
      />
      <NotTransferableNote sale={sale} />
      {permissions.editUntil && (
        <Text size="sm" c="dimmed">
          {t('admin.saleDetail.editUntil', { when: formatDateTime(permissions.editUntil, locale) })}
        </Text>
      )}
      <Facts
        title={t('admin.saleDetail.customer')}
        items={[
          [t('admin.saleDetail.name'), sale.customerName],
          [t('admin.saleDetail.phone'), <PhoneText key="phone" value={sale.customerPhone} />],
          [t('admin.saleDetail.email'), sale.customerEmail],
        ]}
      />
      <Facts
        title={t('admin.saleDetail.vehicle')}
        items={[
          [t('admin.saleDetail.makeModel'), formatVehicle(sale.vehicle)],
          [t('admin.saleDetail.plate'), sale.plateNumber],
          [t('admin.saleDetail.vin'), sale.vin],
        ]}
      />
      <Facts
        title={t('admin.saleDetail.installation')}
        items={[
          [
            t('admin.saleDetail.dealer'),
            <>
              {sale.dealer.name} · <PhoneText value={sale.dealer.phone} />
            </>,
          ],
          [t('admin.saleDetail.installed'), formatDate(sale.installedAt, locale)],
          [t('admin.saleDetail.warrantyUntil'), formatDate(sale.expiresAt, locale)],
          [t('admin.saleDetail.registeredBy'), byAt(sale.createdBy.username, sale.createdAt)],
          ...(sale.updatedBy
            ? [
                [
                  t('admin.saleDetail.lastChangedBy'),
                  byAt(sale.updatedBy.username, sale.updatedAt),
                ] as [string, string],
              ]
            : []),
        ]}
      />
      <FilmItems sale={sale} />
      <BelowMinimumReason sale={sale} />
      <PreviousOwners sale={sale} />
      <Facts
        title={t('admin.saleDetail.notes')}
        items={[[t('admin.saleDetail.internalNotes'), sale.notes]]}
      />
      <RecordHistory recordType="sale" recordId={sale.id} />

      {permissions.void && (
        <VoidSaleModal sale={sale} opened={dialog === 'void'} onClose={() => setDialog(null)} />
      )}
      {editKey > 0 && sale.transfer.allowed && (
        <TransferSaleModal
          key={`transfer-${editKey}`}
          sale={sale}
          opened={dialog === 'transfer'}
          onClose={() => setDialog(null)}
        />
      )}
      {editKey > 0 && (
        <ResourceFormModal<SaleDetailDto, SaleValues, SaleInput>
          key={editKey}
          opened={dialog === 'edit'}
          noun={noun}
          mode="edit"
          record={sale}
          config={formConfig}
          submit={(input) => update.mutateAsync({ id: sale.id, input })}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  )
}

/** Everything about one sale; admins can also edit or void it from here. */
export function SaleDetailDrawer({ saleId, onClose }: Props) {
  const isAdmin = useSessionUser()?.isAdmin ?? false
  const isPhone = useMediaQuery('(max-width: 36em)')
  // The last sale stays rendered while the drawer slides out.
  const [shownId, setShownId] = useState(saleId)
  if (saleId !== null && saleId !== shownId) setShownId(saleId)
  const detail = useSaleDetail(shownId)
  const sale = detail.data
  const t = useT()

  return (
    <Drawer
      opened={saleId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': t('admin.list.close') }}
      title={
        sale ? (
          <Group gap="sm">
            <WarrantyCode code={sale.warrantyCode} fw={700} size="lg" />
            <SaleStatusBadge status={sale.status} />
          </Group>
        ) : (
          t('admin.saleDetail.sale')
        )
      }
    >
      {detail.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {detail.error.message}
        </Alert>
      ) : sale ? (
        <SaleDetail sale={sale} isAdmin={isAdmin} />
      ) : (
        <Stack gap="sm" aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={18} radius="sm" />
          ))}
        </Stack>
      )}
    </Drawer>
  )
}
