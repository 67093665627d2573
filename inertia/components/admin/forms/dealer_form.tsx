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
import { currentLocale } from '~/shared/locale'
import { useT, type Translate } from '~/shared/i18n'

export const dealerStatusOptions = (t: Translate) =>
  optionsFrom<DealerStatus>({
    active: t('admin.status.active'),
    inactive: t('admin.status.inactive'),
  })

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
  const t = useT()
  const { country } = useLocale()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('admin.forms.dealer.code')}
        description={mode === 'create' ? t('admin.forms.dealer.codeHint') : undefined}
        required={mode === 'edit'}
        maxLength={20}
        {...form.getInputProps('code')}
      />
      <TextInput
        label={t('admin.forms.dealer.name')}
        required
        maxLength={120}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('admin.forms.dealer.contactName')}
        maxLength={120}
        {...form.getInputProps('contactName')}
      />
      <TextInput
        label={t('admin.forms.dealer.phone')}
        required
        type="tel"
        description={t('admin.forms.dealer.phoneHint', { example: phoneExample(country) })}
        {...form.getInputProps('phone')}
      />
      <TextInput
        label={t('admin.forms.dealer.email')}
        type="email"
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('admin.forms.dealer.city')}
        maxLength={80}
        {...form.getInputProps('city')}
      />
      <TextInput
        label={t('admin.forms.dealer.address')}
        maxLength={255}
        {...form.getInputProps('address')}
        style={{ gridColumn: '1 / -1' }}
      />
      <Select
        label={t('admin.forms.dealer.status')}
        required
        data={dealerStatusOptions(t)}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Textarea
        label={t('admin.forms.dealer.notes')}
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
  history: { recordType: 'dealer', id: (record) => record.id },
}
