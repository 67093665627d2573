import { Alert, Checkbox, Stack, Text, Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconAlertTriangle } from '@tabler/icons-react'
import { SALE_LIMITS } from '#dtos/sale'
import type { SaleValues } from '~/components/admin/sales/sale_values'
import { useT } from '~/shared/i18n'

type Props = { form: UseFormReturnType<SaleValues>; count: number; size: 'sm' | 'md' }

/**
 * Shown while a film is newly below the local VLT minimum: saving then needs
 * an explicit tick and a reason (kept on the sale). Native checkbox and
 * textarea with their labels, so keyboard and screen-reader users get the
 * same question; the server refuses the sale without them (422).
 */
export function LegalTintConfirmation({ form, count, size }: Props) {
  const t = useT()
  const confirmed = form.getValues().confirmBelowMinimum
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('tint.legal.confirmTitle')}
      role="group"
      aria-label={t('tint.legal.confirmTitle')}
    >
      <Stack gap="sm">
        <Text size="sm" c="var(--mantine-color-text)">
          {t('tint.legal.confirmText', { count })}
        </Text>
        <Checkbox
          label={t('tint.legal.confirm', { count })}
          size={size === 'md' ? 'md' : 'sm'}
          {...form.getInputProps('confirmBelowMinimum', { type: 'checkbox' })}
        />
        <Textarea
          label={t('tint.legal.reason')}
          description={t('tint.legal.reasonHint')}
          required={confirmed}
          size={size}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={SALE_LIMITS.reasonMax}
          {...form.getInputProps('belowMinimumReason')}
        />
      </Stack>
    </Alert>
  )
}
