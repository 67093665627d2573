import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { DealerDto, DealerInput, DealerStatus } from '#dtos/dealer'
import type { FieldsProps, ResourceFormConfig } from '~/components/admin/resource/types'
import { optionsFrom } from '~/components/admin/resource/options'
import {
  all,
  email,
  matches,
  maxLength,
  orNull,
  phone,
  required,
} from '~/components/admin/forms/rules'

const STATUS_LABELS: Record<DealerStatus, string> = { active: 'Active', inactive: 'Inactive' }
export const DEALER_STATUS_OPTIONS = optionsFrom(STATUS_LABELS)

type DealerValues = {
  code: string
  name: string
  contactName: string
  phone: string
  email: string
  address: string
  city: string
  status: DealerStatus
  notes: string
}

const CODE = /^[A-Z0-9][A-Z0-9-]*$/

function DealerFields({ form, mode }: FieldsProps<DealerDto, DealerValues>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Code"
        description={
          mode === 'create' ? 'Left empty, a code like DL-0001 is generated.' : undefined
        }
        withAsterisk={mode === 'edit'}
        maxLength={20}
        {...form.getInputProps('code')}
      />
      <TextInput
        label="Name"
        withAsterisk
        maxLength={120}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput label="Contact name" maxLength={120} {...form.getInputProps('contactName')} />
      <TextInput
        label="Phone"
        withAsterisk
        type="tel"
        placeholder="+60 12-345 6789"
        {...form.getInputProps('phone')}
      />
      <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps('email')} />
      <TextInput label="City" maxLength={80} {...form.getInputProps('city')} />
      <TextInput
        label="Address"
        maxLength={255}
        {...form.getInputProps('address')}
        style={{ gridColumn: '1 / -1' }}
      />
      <Select
        label="Status"
        withAsterisk
        data={DEALER_STATUS_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.getInputProps('notes')}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  )
}

export const dealerForm: ResourceFormConfig<DealerDto, DealerValues, DealerInput> = {
  initialValues: (dealer) => ({
    code: dealer?.code ?? '',
    name: dealer?.name ?? '',
    contactName: dealer?.contactName ?? '',
    phone: dealer?.phone ?? '',
    email: dealer?.email ?? '',
    address: dealer?.address ?? '',
    city: dealer?.city ?? '',
    status: dealer?.status ?? 'active',
    notes: dealer?.notes ?? '',
  }),
  rules: (mode) => ({
    code: all(
      mode === 'edit' ? required : () => null,
      maxLength(20),
      matches(CODE, 'Use capital letters, digits and dashes only.', (text) => text.toUpperCase())
    ),
    name: all(required, maxLength(120)),
    contactName: maxLength(120),
    phone: all(required, phone),
    email,
    address: maxLength(255),
    city: maxLength(80),
    status: required,
    notes: maxLength(2000),
  }),
  toInput: (values) => ({
    code: orNull(values.code),
    name: values.name.trim(),
    contactName: orNull(values.contactName),
    phone: values.phone.trim(),
    email: orNull(values.email),
    address: orNull(values.address),
    city: orNull(values.city),
    status: values.status,
    notes: orNull(values.notes),
  }),
  Fields: DealerFields,
}
