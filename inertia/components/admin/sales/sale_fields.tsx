import type { ReactNode } from 'react'
import {
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { SALE_LIMITS, type SaleDetailDto } from '#dtos/sale'
import type { DealerOptionDto } from '#dtos/dealer'
import type { FieldsProps } from '~/components/admin/resource/types'
import { useResourceOptions } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { todayIso } from '~/components/admin/sales/sale_format'
import { DATE_FORMAT } from '~/lib/format'
import { EARLIEST_INSTALLATION, type SaleValues } from '~/components/admin/sales/sale_values'
import { SaleItemsField } from '~/components/admin/sales/sale_items_field'
import '@mantine/dates/styles.css'

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
      withAsterisk
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
  const text = (field: keyof SaleValues) => ({
    size: SIZE,
    autoComplete: 'off',
    ...form.getInputProps(field),
  })

  return (
    <Stack gap="md">
      <FormSection title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Customer name"
            withAsterisk
            maxLength={SALE_LIMITS.customerNameMax}
            data-autofocus
            {...text('customerName')}
          />
          <TextInput
            label="Phone"
            withAsterisk
            type="tel"
            inputMode="tel"
            placeholder="+60 12-345 6789"
            {...text('customerPhone')}
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
            withAsterisk
            autoCapitalize="characters"
            maxLength={SALE_LIMITS.plateNumberMax}
            {...text('plateNumber')}
          />
          <TextInput
            label="Make"
            withAsterisk
            placeholder="Toyota"
            maxLength={SALE_LIMITS.vehicleMakeMax}
            {...text('vehicleMake')}
          />
          <TextInput
            label="Model"
            withAsterisk
            placeholder="Corolla Cross"
            maxLength={SALE_LIMITS.vehicleModelMax}
            {...text('vehicleModel')}
          />
          <NumberInput
            label="Year"
            size={SIZE}
            min={SALE_LIMITS.vehicleYearMin}
            max={new Date().getFullYear() + 1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
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
          <DateInput
            label="Installation date"
            withAsterisk
            size={SIZE}
            valueFormat={DATE_FORMAT}
            minDate={EARLIEST_INSTALLATION}
            maxDate={todayIso()}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('installedAt')}
          />
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
