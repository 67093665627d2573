import type { ReactNode } from 'react'
import { Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { SALE_LIMITS, type SaleDetailDto } from '#dtos/sale'
import type { DealerOptionDto } from '#dtos/dealer'
import { formatPhone, normalizePhone, phoneExample } from '#domain/phones'
import { formatPlate } from '#domain/plates'
import type { FieldsProps } from '~/components/admin/resource/types'
import { IntegerInput } from '~/components/common/integer_input'
import { useResourceOptions } from '~/hooks/use_resource'
import { useLocale } from '~/hooks/use_locale'
import { useSessionUser } from '~/hooks/use_session_user'
import type { SaleValues } from '~/components/admin/sales/sale_values'
import { InstallationDateField } from '~/components/admin/sales/installation_date_field'
import { SaleItemsField } from '~/components/admin/sales/sale_items_field'
import { useT } from '~/shared/i18n'

type Props = FieldsProps<SaleDetailDto, SaleValues>

/** Inputs are one size up: staff fill this form on a phone in the shop. */
const SIZE = 'md'

export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}

function DealerSelect({ form, record }: Props) {
  const dealers = useResourceOptions<DealerOptionDto>('dealers')
  const t = useT()
  const options = (dealers.data ?? []).map((dealer) => ({
    value: dealer.id,
    label: `${dealer.code} · ${dealer.name}`,
  }))
  // The sale's dealer stays choosable even if it is no longer active.
  if (record && !options.some((option) => option.value === record.dealer.id)) {
    options.unshift({ value: record.dealer.id, label: record.dealer.name })
  }
  return (
    <Select<number>
      label={t('admin.saleForm.dealer')}
      required
      size={SIZE}
      data={options}
      searchable
      nothingFoundMessage={t(
        dealers.isPending ? 'admin.saleForm.loading' : 'admin.saleForm.noDealers'
      )}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('dealerId')}
    />
  )
}

/** Customer, vehicle, installation, films and notes: shared by the create page and the edit dialog. */
export function SaleFields(props: Props) {
  const { form } = props
  const isAdmin = useSessionUser()?.isAdmin ?? false
  const { country } = useLocale()
  const t = useT()
  const text = (field: keyof SaleValues) => ({
    size: SIZE,
    autoComplete: 'off',
    ...form.getInputProps(field),
  })
  /**
   * On leaving the field, a value that will be accepted is shown the way it
   * is stored and displayed everywhere (`012-778 4455`, `VX 0141`).
   */
  const tidyOnBlur = (field: 'customerPhone' | 'plateNumber', tidy: (value: string) => string) => {
    const inputProps = text(field)
    return {
      ...inputProps,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        form.setFieldValue(field, tidy(event.currentTarget.value))
        inputProps.onBlur?.(event)
      },
    }
  }
  const tidyPhone = (value: string) => {
    const phone = normalizePhone(value, country)
    return phone.ok ? formatPhone(phone.e164, country) : value
  }
  const tidyPlate = (value: string) =>
    /^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(value.trim()) ? formatPlate(value, country) : value

  return (
    <Stack gap="md">
      <FormSection title={t('admin.saleForm.customer')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.saleForm.customerName')}
            required
            maxLength={SALE_LIMITS.customerNameMax}
            data-autofocus
            {...text('customerName')}
          />
          <TextInput
            label={t('admin.saleForm.phone')}
            required
            type="tel"
            inputMode="tel"
            description={t('admin.saleForm.phoneHint', { example: phoneExample(country) })}
            {...tidyOnBlur('customerPhone', tidyPhone)}
          />
          <TextInput
            label={t('admin.saleForm.email')}
            type="email"
            inputMode="email"
            maxLength={254}
            {...text('customerEmail')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('admin.saleForm.vehicle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.saleForm.plate')}
            required
            autoCapitalize="characters"
            maxLength={SALE_LIMITS.plateNumberMax}
            {...tidyOnBlur('plateNumber', tidyPlate)}
          />
          <TextInput
            label={t('admin.saleForm.make')}
            required
            placeholder={t('admin.saleForm.makeExample')}
            maxLength={SALE_LIMITS.vehicleMakeMax}
            {...text('vehicleMake')}
          />
          <TextInput
            label={t('admin.saleForm.model')}
            required
            placeholder={t('admin.saleForm.modelExample')}
            maxLength={SALE_LIMITS.vehicleModelMax}
            {...text('vehicleModel')}
          />
          <IntegerInput
            label={t('admin.saleForm.year')}
            size={SIZE}
            min={SALE_LIMITS.vehicleYearMin}
            max={new Date().getFullYear() + 1}
            hideControls
            {...form.getInputProps('vehicleYear')}
          />
          <TextInput
            label={t('admin.saleForm.vin')}
            description={t('admin.saleForm.vinHint')}
            autoCapitalize="characters"
            maxLength={SALE_LIMITS.vinLength}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...text('vin')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection
        title={t('admin.saleForm.installation')}
        description={isAdmin ? undefined : t('admin.saleForm.ownDealer')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {isAdmin && <DealerSelect {...props} />}
          <InstallationDateField form={form} record={props.record} isAdmin={isAdmin} size={SIZE} />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('admin.saleForm.films')} description={t('admin.saleForm.filmsHint')}>
        <SaleItemsField {...props} size={SIZE} />
      </FormSection>

      <FormSection title={t('admin.saleForm.notes')}>
        <Textarea
          label={t('admin.saleForm.internalNotes')}
          description={t('admin.saleForm.notesHint')}
          size={SIZE}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SALE_LIMITS.notesMax}
          {...form.getInputProps('notes')}
        />
      </FormSection>
    </Stack>
  )
}
