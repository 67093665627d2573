import { useEffect, useId, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCircleCheck, IconCopy, IconList, IconPlus } from '@tabler/icons-react'
import { WarrantyCode } from '~/components/common/warranty_code'
import type { SaleDetailDto } from '#dtos/sale'
import { formatVehicle } from '~/components/admin/sales/sale_format'
import { formatDate } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'
import {
  FirstPrintedHint,
  OwnerCertificateButton,
  SaleHandover,
  VerificationCopyButton,
} from '~/components/admin/sales/sale_handover'

type Props = { sale: SaleDetailDto; onRegisterAnother: () => void }

/** Shown in place of the form once a sale is registered: the code to hand to the customer. */
export function SaleSuccessPanel({ sale, onRegisterAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const t = useT()
  const [printedAt, setPrintedAt] = useState(sale.certificatePrintedAt)
  const { locale } = useLanguage()
  const ids = useId()
  // Screen readers and keyboards continue from the result, not from a form that is gone.
  useEffect(() => heading.current?.focus(), [])

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon color="green" variant="light" size={56} radius="xl">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('admin.saleCreate.registered')}
        </Title>
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed">
            {t('admin.saleCreate.code')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <WarrantyCode
              code={sale.warrantyCode}
              fz={{ base: 26, sm: 32 }}
              fw={700}
              data-testid="warranty-code"
              style={{ letterSpacing: '0.04em' }}
            />
            <CopyButton value={sale.warrantyCode}>
              {({ copied, copy }) => (
                <Tooltip
                  label={t(copied ? 'admin.saleCreate.copied' : 'admin.saleCreate.copy')}
                  withArrow
                >
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'green' : 'gray'}
                    size="lg"
                    onClick={copy}
                    aria-label={t('admin.saleCreate.copyLabel')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <div>
          <Text size="sm" fw={500}>
            {sale.customerName} · {sale.plateNumber} · {formatVehicle(sale.vehicle)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.saleCreate.installedUntil', {
              installed: formatDate(sale.installedAt, locale),
              until: formatDate(sale.expiresAt, locale),
            })}
          </Text>
        </div>
        <SaleHandover sale={sale} />
        <Stack gap="sm" w="100%" maw={420}>
          {/* Two copies, each said for whom: the customer's (in full) and the shareable, masked one. */}
          <Stack gap={4}>
            <OwnerCertificateButton
              sale={sale}
              size="md"
              fullWidth
              describedBy={`${ids}-owner`}
              onOpen={() => setPrintedAt((value) => value ?? new Date().toISOString())}
            />
            <Text id={`${ids}-owner`} size="xs" c="dimmed">
              {t('sharing.handover.printOwnerHint')}
            </Text>
            <FirstPrintedHint printedAt={printedAt} />
          </Stack>
          <Stack gap={4}>
            <VerificationCopyButton
              sale={sale}
              size="md"
              variant="filled"
              describedBy={`${ids}-public`}
            />
            <Text id={`${ids}-public`} size="xs" c="dimmed">
              {t('sharing.handover.publicHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={onRegisterAnother}
            >
              {t('admin.saleCreate.registerAnother')}
            </Button>
            <Button
              component={Link}
              href="/admin/sales"
              variant="default"
              size="md"
              leftSection={<IconList size={18} aria-hidden />}
            >
              {t('admin.saleCreate.viewSales')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Stack>
    </Paper>
  )
}
