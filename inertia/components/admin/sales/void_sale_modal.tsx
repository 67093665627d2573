import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconBan } from '@tabler/icons-react'
import { SALE_LIMITS, type SaleDetailDto } from '#dtos/sale'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import type { ApiError } from '~/lib/api_client'
import {
  all,
  localizeRules,
  maxLength,
  minLength,
  required,
  useCheckMessage,
} from '~/components/admin/forms/rules'
import { useT } from '~/shared/i18n'
import { useVoidSale } from '~/components/admin/sales/use_sales'
import { SentenceWithCode } from '~/components/common/warranty_code'

type Props = { sale: SaleDetailDto; opened: boolean; onClose: () => void }

/**
 * Voiding in one dialog: what it does (it cannot be undone), the reason the
 * owner will read, and a red "Void warranty" button that names the action.
 * No second confirmation: the consequence is written above the button.
 */
export function VoidSaleModal({ sale, opened, onClose }: Props) {
  const voidSale = useVoidSale()
  const say = useCheckMessage()
  const t = useT()
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: localizeRules<{ reason: string }>(
      {
        reason: all(
          required(REQUIRED_MESSAGES.sale.reason),
          minLength(SALE_LIMITS.voidReasonMin),
          maxLength(SALE_LIMITS.voidReasonMax)
        ),
      },
      say
    ),
  })

  const close = () => {
    if (voidSale.isPending) return
    form.reset()
    onClose()
  }

  const submit = form.onSubmit(async ({ reason }) => {
    try {
      await voidSale.mutateAsync({ id: sale.id, reason: reason.trim() })
      form.reset()
      onClose()
    } catch (error) {
      const { errors } = error as ApiError
      if (errors) form.setErrors(errors)
    }
  })

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <SentenceWithCode
          text={t('admin.void.title', { code: sale.warrantyCode })}
          code={sale.warrantyCode}
        />
      }
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('admin.list.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('admin.void.warningTitle')}
          >
            <Text size="sm">{t('admin.void.warning')}</Text>
          </Alert>
          <Textarea
            label={t('admin.void.reason')}
            description={t('admin.void.reasonHint')}
            required
            autosize
            minRows={3}
            maxRows={6}
            maxLength={SALE_LIMITS.voidReasonMax}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={voidSale.isPending}>
              {t('admin.void.keep')}
            </Button>
            <Button
              type="submit"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              loading={voidSale.isPending}
            >
              {t('admin.void.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
