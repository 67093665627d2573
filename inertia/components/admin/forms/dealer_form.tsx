import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { DealerDto, DealerInput, DealerStatus } from '#dtos/dealer'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { formatPhone, phoneExample } from '#domain/phones'
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
import { useLocale } from '~/hooks/use_locale'
import { currentLocale } from '~/lib/locale'

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
const MESSAGES = REQUIRED_MESSAGES.dealer

function DealerFields({ form, mode }: FieldsProps<DealerDto, DealerValues>) {
  const { country } = useLocale()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Code"
        description={
          mode === 'create' ? 'Left empty, a code like DL-0001 is generated.' : undefined
        }
        required={mode === 'edit'}
        maxLength={20}
        {...form.getInputProps('code')}
      />
      <TextInput
        label="Name"
        required
        maxLength={120}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput label="Contact name" maxLength={120} {...form.getInputProps('contactName')} />
      <TextInput
        label="Phone"
        required
        type="tel"
        description={`e.g. ${phoneExample(country)}`}
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
        required
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
    phone: dealer ? formatPhone(dealer.phone, currentLocale().country) : '',
    email: dealer?.email ?? '',
    address: dealer?.address ?? '',
    city: dealer?.city ?? '',
    status: dealer?.status ?? 'active',
    notes: dealer?.notes ?? '',
  }),
  rules: (mode) => ({
    code: all(
      mode === 'edit' ? required(MESSAGES.code) : () => null,
      maxLength(20),
      matches(CODE, 'Use capital letters, digits and dashes only.', (text) => text.toUpperCase())
    ),
    name: all(required(MESSAGES.name), maxLength(120)),
    contactName: maxLength(120),
    phone: all(required(MESSAGES.phone), phone),
    email,
    address: maxLength(255),
    city: maxLength(80),
    status: required(MESSAGES.status),
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
