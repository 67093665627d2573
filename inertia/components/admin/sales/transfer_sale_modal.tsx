import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowsExchange } from '@tabler/icons-react'
import { SALE_LIMITS, type SaleDetailDto, type SaleTransferInput } from '#dtos/sale'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { transferDateProblem } from '#domain/ownership_transfer'
import { formatTypedDate, parseTypedDate } from '#domain/typed_date'
import { phoneExample } from '#domain/phones'
import { todayIso } from '#domain/warranty_status'
import type { FieldsProps, ResourceFormConfig } from '~/components/admin/resource/types'
import { all, maxLength, minLength, phone, problem, required } from '~/components/admin/forms/rules'
import { TypedDateInput } from '~/components/common/typed_date_input'
import { useResourceForm } from '~/hooks/use_resource_form'
import { useReturnFocus } from '~/hooks/use_return_focus'
import { useLocale } from '~/hooks/use_locale'
import { currentLocale } from '~/shared/locale'
import { useTransferSale } from '~/components/admin/sales/use_sales'
import { useT } from '~/shared/i18n'
import { SentenceWithCode } from '~/components/common/warranty_code'

type TransferValues = {
  customerName: string
  customerPhone: string
  transferredOn: string
  transferReason: string
}

type Props = { sale: SaleDetailDto; opened: boolean; onClose: () => void }

function TransferFields({ form, record }: FieldsProps<SaleDetailDto, TransferValues>) {
  const t = useT()
  const { country } = useLocale()
  return (
    <Stack gap="md">
      <Text size="sm">{t('tint.transfer.intro')}</Text>
      <Text size="sm" fw={500}>
        {t('tint.transfer.currentOwner', { name: record?.customerName ?? '' })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('tint.transfer.newName')}
          required
          autoComplete="off"
          maxLength={SALE_LIMITS.customerNameMax}
          data-autofocus
          {...form.getInputProps('customerName')}
        />
        <TextInput
          label={t('tint.transfer.newPhone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          description={t('admin.saleForm.phoneHint', { example: phoneExample(country) })}
          {...form.getInputProps('customerPhone')}
        />
      </SimpleGrid>
      <TypedDateInput
        label={t('tint.transfer.date')}
        required
        minDate={record?.installedAt}
        maxDate={todayIso()}
        {...form.getInputProps('transferredOn')}
        value={form.getValues().transferredOn}
      />
      <Textarea
        label={t('tint.transfer.reason')}
        description={t('tint.transfer.reasonHint')}
        required
        autosize
        minRows={2}
        maxRows={5}
        maxLength={SALE_LIMITS.reasonMax}
        {...form.getInputProps('transferReason')}
      />
    </Stack>
  )
}

/** The same reading and rules as the server (#domain/typed_date, #domain/ownership_transfer). */
function transferConfig(
  sale: SaleDetailDto
): ResourceFormConfig<SaleDetailDto, TransferValues, SaleTransferInput> {
  const dayOf = (text: string) => parseTypedDate(text, currentLocale().dateOrder, todayIso())
  return {
    initialValues: () => ({
      customerName: '',
      customerPhone: '',
      transferredOn: formatTypedDate(todayIso(), currentLocale().dateOrder),
      transferReason: '',
    }),
    rules: () => ({
      customerName: all(
        required(REQUIRED_MESSAGES.sale.customerName),
        minLength(2),
        maxLength(SALE_LIMITS.customerNameMax)
      ),
      customerPhone: all(required(REQUIRED_MESSAGES.sale.customerPhone), phone),
      transferredOn: (text: string) => {
        if (!text.trim()) return problem('required', 'Enter the day the car changed hands.')
        const day = dayOf(text)
        if (!day.ok) return problem(day.rule, day.message, day.values)
        const found = transferDateProblem(day.iso, sale.installedAt, todayIso())
        return found ? problem('transferDate', found) : null
      },
      transferReason: all(
        required('Say why the warranty changes hands.'),
        minLength(SALE_LIMITS.reasonMin),
        maxLength(SALE_LIMITS.reasonMax)
      ),
    }),
    toInput: (values) => {
      const day = dayOf(values.transferredOn)
      return {
        customerName: values.customerName.trim(),
        customerPhone: values.customerPhone.trim(),
        transferredOn: day.ok ? day.iso : values.transferredOn,
        transferReason: values.transferReason.trim(),
      }
    },
    Fields: TransferFields,
  }
}

/**
 * "Transfer to new owner": the car was sold, the warranty follows it. Render
 * with a fresh `key` per opening so the form starts empty.
 */
export function TransferSaleModal({ sale, opened, onClose }: Props) {
  const transfer = useTransferSale()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const t = useT()
  const config = transferConfig(sale)
  const { form, handleSubmit, requestClose } = useResourceForm({
    config,
    mode: 'edit',
    record: sale,
    submit: (input) => transfer.mutateAsync({ id: sale.id, ...input }),
    onClose,
    shown: opened,
  })
  useReturnFocus(opened)
  const { Fields } = config
  const listError = form.errors.items

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={
        <SentenceWithCode
          text={t('tint.transfer.title', { code: sale.warrantyCode })}
          code={sale.warrantyCode}
        />
      }
      size="lg"
      fullScreen={isPhone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('admin.list.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Fields form={form} mode="edit" record={sale} />
          {typeof listError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={requestClose} disabled={form.submitting}>
              {t('tint.transfer.cancel')}
            </Button>
            <Button
              type="submit"
              loading={form.submitting}
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
            >
              {t('tint.transfer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
