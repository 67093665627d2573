import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { openConfirmModal } from '@mantine/modals'
import { SALE_LIMITS, type SaleDetailDto } from '#dtos/sale'
import type { ApiError } from '~/lib/api_client'
import { all, maxLength, minLength, required } from '~/components/admin/forms/rules'
import { useVoidSale } from '~/components/admin/sales/use_sales'

type Props = { sale: SaleDetailDto; opened: boolean; onClose: () => void }

/**
 * Voiding asks for the reason first (it is shown to the car owner), then
 * for a confirmation, because it cannot be undone.
 */
export function VoidSaleModal({ sale, opened, onClose }: Props) {
  const voidSale = useVoidSale()
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: all(
        required,
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

  const confirm = form.onSubmit(({ reason }) => {
    openConfirmModal({
      title: `Void warranty ${sale.warrantyCode}?`,
      children: (
        <Text size="sm">
          The owner will see this warranty as Void, with your reason, and its certificate is stamped
          VOID. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Void warranty', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await voidSale.mutateAsync({ id: sale.id, reason: reason.trim() })
          form.reset()
          onClose()
        } catch (error) {
          const { errors } = error as ApiError
          if (errors) form.setErrors(errors)
        }
      },
    })
  })

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Void warranty"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={confirm} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Void <strong>{sale.warrantyCode}</strong> when the installation was cancelled or
            registered by mistake.
          </Text>
          <Textarea
            label="Reason"
            description="Shown to the car owner on the e-warranty page."
            withAsterisk
            autosize
            minRows={3}
            maxRows={6}
            maxLength={SALE_LIMITS.voidReasonMax}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={voidSale.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={voidSale.isPending}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
