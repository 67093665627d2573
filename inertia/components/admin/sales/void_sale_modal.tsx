import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconBan } from '@tabler/icons-react'
import { SALE_LIMITS, type SaleDetailDto } from '#dtos/sale'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import type { ApiError } from '~/lib/api_client'
import { all, maxLength, minLength, required } from '~/components/admin/forms/rules'
import { useVoidSale } from '~/components/admin/sales/use_sales'

type Props = { sale: SaleDetailDto; opened: boolean; onClose: () => void }

/**
 * Voiding in one dialog: what it does (it cannot be undone), the reason the
 * owner will read, and a red "Void warranty" button that names the action.
 * No second confirmation: the consequence is written above the button.
 */
export function VoidSaleModal({ sale, opened, onClose }: Props) {
  const voidSale = useVoidSale()
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: all(
        required(REQUIRED_MESSAGES.sale.reason),
        minLength(SALE_LIMITS.voidReasonMin),
        maxLength(SALE_LIMITS.voidReasonMax)
      ),
    },
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
      title={`Void warranty ${sale.warrantyCode}`}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="This cannot be undone"
          >
            <Text size="sm">
              The owner will see this warranty as Void, with your reason, and its certificate is
              stamped VOID. Void a warranty when the installation was cancelled or registered by
              mistake.
            </Text>
          </Alert>
          <Textarea
            label="Reason"
            description="Shown to the car owner on the e-warranty page."
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
              Keep warranty
            </Button>
            <Button
              type="submit"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              loading={voidSale.isPending}
            >
              Void warranty
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
