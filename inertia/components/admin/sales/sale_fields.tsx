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
      label="Dealer"
      required
      size={SIZE}
      data={options}
      searchable
      nothingFoundMessage={dealers.isPending ? 'Loading…' : 'No active dealers'}
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
      <FormSection title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Customer name"
            required
            maxLength={SALE_LIMITS.customerNameMax}
            data-autofocus
            {...text('customerName')}
          />
          <TextInput
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            description={`e.g. ${phoneExample(country)}, or + and the country code`}
            {...tidyOnBlur('customerPhone', tidyPhone)}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            maxLength={254}
            {...text('customerEmail')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Vehicle">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Plate number"
            required
            autoCapitalize="characters"
            maxLength={SALE_LIMITS.plateNumberMax}
            {...tidyOnBlur('plateNumber', tidyPlate)}
          />
          <TextInput
            label="Make"
            required
            placeholder="e.g. Toyota"
            maxLength={SALE_LIMITS.vehicleMakeMax}
            {...text('vehicleMake')}
          />
          <TextInput
            label="Model"
            required
            placeholder="e.g. Corolla Cross"
            maxLength={SALE_LIMITS.vehicleModelMax}
            {...text('vehicleModel')}
          />
          <IntegerInput
            label="Year"
            size={SIZE}
            min={SALE_LIMITS.vehicleYearMin}
            max={new Date().getFullYear() + 1}
            hideControls
            {...form.getInputProps('vehicleYear')}
          />
          <TextInput
            label="VIN"
            description="17 characters, optional"
            autoCapitalize="characters"
            maxLength={SALE_LIMITS.vinLength}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...text('vin')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection
        title="Installation"
        description={isAdmin ? undefined : 'The sale is registered to your dealer.'}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {isAdmin && <DealerSelect {...props} />}
          <InstallationDateField form={form} record={props.record} isAdmin={isAdmin} size={SIZE} />
        </SimpleGrid>
      </FormSection>

      <FormSection
        title="Films"
        description="One row per window area. The warranty of each runs from the installation date."
      >
        <SaleItemsField {...props} size={SIZE} />
      </FormSection>

      <FormSection title="Notes">
        <Textarea
          label="Internal notes"
          description="Not shown to the customer, on the e-warranty page or the certificate."
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
