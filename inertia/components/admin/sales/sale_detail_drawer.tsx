import { useMemo, useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconBan, IconPencil, IconPrinter } from '@tabler/icons-react'
import type { SaleDetailDto, SaleInput } from '#dtos/sale'
import { ResourceFormModal } from '~/components/admin/resource/resource_form_modal'
import { useResourceMutations } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { saleFormConfig } from '~/components/admin/sales/sale_form'
import type { SaleValues } from '~/components/admin/sales/sale_values'
import { formatVehicle } from '~/components/admin/sales/sale_format'
import { formatDate, formatDateTime, formatTimeLeft } from '~/lib/format'
import { SALES, useSaleDetail } from '~/components/admin/sales/use_sales'
import { SaleStatusBadge } from '~/components/admin/sales/sale_status_badge'
import { VoidSaleModal } from '~/components/admin/sales/void_sale_modal'
import { PhoneText } from '~/components/common/phone_text'

type Props = { saleId: number | null; onClose: () => void }

const NOUN = { singular: 'sale', plural: 'sales' }

/** A labelled group of facts, as a description list. */
function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  )
}

function daysLeftColor(daysLeft: number) {
  if (daysLeft < 0) return 'dimmed'
  return daysLeft <= 30 ? 'orange' : undefined
}

function FilmItems({ sale }: { sale: SaleDetailDto }) {
  return (
    <Box component="section">
      <Title order={3} size="h5" mb="xs">
        Films
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sale.items.map((item) => (
          <Paper key={item.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {item.positionLabel}
                </Text>
                <Text size="sm">
                  {item.product.name} · VLT {item.product.vlt}%
                </Text>
              </div>
              <Box ta="right">
                <Text size="sm">Expires {formatDate(item.warrantyExpiresAt)}</Text>
                {sale.status !== 'void' && (
                  <Text size="xs" c={daysLeftColor(item.daysLeft)}>
                    {formatTimeLeft(item.warrantyExpiresAt, item.daysLeft)}
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
  const [dialog, setDialog] = useState<'edit' | 'void' | null>(null)
  const [editKey, setEditKey] = useState(0)
  const { update } = useResourceMutations<SaleDetailDto, SaleInput>(SALES)
  const formConfig = useMemo(() => saleFormConfig(isAdmin), [isAdmin])
  const { permissions } = sale
  const openEdit = () => {
    setEditKey((key) => key + 1)
    setDialog('edit')
  }

  return (
    <Stack gap="lg">
      {sale.status === 'void' && (
        <Alert color="red" variant="light" icon={<IconBan size={18} />} title="Void">
          <Text size="sm">{sale.voidReason}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Voided {formatDateTime(sale.voidedAt)}
            {sale.voidedBy ? ` by ${sale.voidedBy.username}` : ''}
          </Text>
        </Alert>
      )}
      <Group gap="sm">
        <Button
          component="a"
          href={sale.certificateUrl}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          Print certificate
        </Button>
        {permissions.edit && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={openEdit}
          >
            Edit
          </Button>
        )}
        {permissions.void && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setDialog('void')}
          >
            Void
          </Button>
        )}
      </Group>
      {permissions.editUntil && (
        <Text size="sm" c="dimmed">
          You can correct this sale until {formatDateTime(permissions.editUntil)}; after that, ask
          an admin.
        </Text>
      )}
      <Facts
        title="Customer"
        items={[
          ['Name', sale.customerName],
          ['Phone', <PhoneText key="phone" value={sale.customerPhone} />],
          ['Email', sale.customerEmail],
        ]}
      />
      <Facts
        title="Vehicle"
        items={[
          ['Make and model', formatVehicle(sale.vehicle)],
          ['Plate number', sale.plateNumber],
          ['VIN', sale.vin],
        ]}
      />
      <Facts
        title="Installation"
        items={[
          [
            'Dealer',
            <>
              {sale.dealer.name} · <PhoneText value={sale.dealer.phone} />
            </>,
          ],
          ['Installed', formatDate(sale.installedAt)],
          ['Warranty until', formatDate(sale.expiresAt)],
          ['Registered by', `${sale.createdBy.username}, ${formatDateTime(sale.createdAt)}`],
          ...(sale.updatedBy
            ? [
                [
                  'Last changed by',
                  `${sale.updatedBy.username}, ${formatDateTime(sale.updatedAt)}`,
                ] as [string, string],
              ]
            : []),
        ]}
      />
      <FilmItems sale={sale} />
      <Facts title="Notes" items={[['Internal notes', sale.notes]]} />

      {permissions.void && (
        <VoidSaleModal sale={sale} opened={dialog === 'void'} onClose={() => setDialog(null)} />
      )}
      {editKey > 0 && (
        <ResourceFormModal<SaleDetailDto, SaleValues, SaleInput>
          key={editKey}
          opened={dialog === 'edit'}
          noun={NOUN}
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

  return (
    <Drawer
      opened={saleId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        sale ? (
          <Group gap="sm">
            <Text component="span" fw={700} ff="monospace" size="lg">
              {sale.warrantyCode}
            </Text>
            <SaleStatusBadge status={sale.status} />
          </Group>
        ) : (
          'Sale'
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
