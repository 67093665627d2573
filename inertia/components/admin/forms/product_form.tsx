import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { IntegerInput } from '~/components/common/integer_input'
import type { ProductDto, ProductInput, ProductStatus, ProductType } from '#dtos/product'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import type { FieldsProps, ResourceFormConfig } from '~/components/admin/resource/types'
import { optionsFrom } from '~/components/admin/resource/options'
import {
  all,
  integerBetween,
  matches,
  maxLength,
  minLength,
  numberOrNull,
  orNull,
  required,
} from '~/components/admin/forms/rules'
import { useT, type Translate } from '~/shared/i18n'

/** Every type, so the compiler flags one the server added but the client forgot. */
const TYPES: Record<ProductType, true> = {
  ceramic: true,
  carbon: true,
  dyed: true,
  metallic: true,
  hybrid: true,
  safety: true,
}

export const productTypeLabel = (type: ProductType, t: Translate) => t(`admin.productType.${type}`)
export const productTypeOptions = (t: Translate) =>
  (Object.keys(TYPES) as ProductType[]).map((value) => ({
    value,
    label: productTypeLabel(value, t),
  }))
export const productStatusOptions = (t: Translate) =>
  optionsFrom<ProductStatus>({
    active: t('admin.status.active'),
    discontinued: t('admin.status.discontinued'),
  })

/** NumberInput holds '' while empty. */
type NumberValue = number | string

type ProductValues = {
  sku: string
  name: string
  series: string
  type: ProductType | null
  vlt: NumberValue
  irRejection: NumberValue
  uvRejection: NumberValue
  tser: NumberValue
  warrantyYears: NumberValue
  description: string
  status: ProductStatus
  transferable: boolean
}

const SKU = /^[A-Z0-9][A-Z0-9._-]*$/
/** Label `admin.forms.product.<key>`, description `…<key>Hint`. */
const PERCENT_FIELDS = [
  { key: 'vlt', required: true },
  { key: 'irRejection' },
  { key: 'uvRejection' },
  { key: 'tser' },
] as const

function ProductFields({ form }: FieldsProps<ProductDto, ProductValues>) {
  const t = useT()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('admin.forms.product.sku')}
        required
        maxLength={40}
        data-autofocus
        {...form.getInputProps('sku')}
      />
      <TextInput
        label={t('admin.forms.product.name')}
        required
        maxLength={120}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('admin.forms.product.series')}
        maxLength={80}
        {...form.getInputProps('series')}
      />
      <Select
        label={t('admin.forms.product.type')}
        required
        data={productTypeOptions(t)}
        {...form.getInputProps('type')}
      />
      {PERCENT_FIELDS.map((field) => (
        <IntegerInput
          key={field.key}
          label={t('admin.forms.product.percent', { label: t(`admin.forms.product.${field.key}`) })}
          description={t(`admin.forms.product.${field.key}Hint`)}
          required={'required' in field}
          min={0}
          max={100}
          clampBehavior="none"
          {...form.getInputProps(field.key)}
        />
      ))}
      <IntegerInput
        label={t('admin.forms.product.warrantyYears')}
        required
        min={1}
        max={20}
        clampBehavior="none"
        {...form.getInputProps('warrantyYears')}
      />
      <Select
        label={t('admin.forms.product.status')}
        required
        data={productStatusOptions(t)}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Textarea
        label={t('admin.forms.product.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.getInputProps('description')}
        style={{ gridColumn: '1 / -1' }}
      />
      <Checkbox
        label={t('tint.product.transferable')}
        description={t('tint.product.transferableHint')}
        {...form.getInputProps('transferable', { type: 'checkbox' })}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  )
}

const percent = integerBetween(0, 100)
const MESSAGES = REQUIRED_MESSAGES.product

export const productForm: ResourceFormConfig<ProductDto, ProductValues, ProductInput> = {
  initialValues: (product) => ({
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    series: product?.series ?? '',
    type: product?.type ?? null,
    vlt: product?.vlt ?? '',
    irRejection: product?.irRejection ?? '',
    uvRejection: product?.uvRejection ?? '',
    tser: product?.tser ?? '',
    warrantyYears: product?.warrantyYears ?? '',
    description: product?.description ?? '',
    status: product?.status ?? 'active',
    transferable: product?.transferable ?? true,
  }),
  rules: () => ({
    sku: all(
      required(MESSAGES.sku),
      minLength(2),
      maxLength(40),
      matches(SKU, 'Use letters, digits, dots, dashes and underscores only.', (text) =>
        text.toUpperCase()
      )
    ),
    name: all(required(MESSAGES.name), maxLength(120)),
    series: maxLength(80),
    type: required(MESSAGES.type),
    vlt: all(required(MESSAGES.vlt), percent),
    irRejection: percent,
    uvRejection: percent,
    tser: percent,
    warrantyYears: all(required(MESSAGES.warrantyYears), integerBetween(1, 20)),
    description: maxLength(2000),
    status: required(MESSAGES.status),
  }),
  toInput: (values) => ({
    sku: values.sku.trim(),
    name: values.name.trim(),
    series: orNull(values.series),
    // The rules above guarantee the required values are present.
    type: values.type as ProductType,
    vlt: Number(values.vlt),
    irRejection: numberOrNull(values.irRejection),
    uvRejection: numberOrNull(values.uvRejection),
    tser: numberOrNull(values.tser),
    warrantyYears: Number(values.warrantyYears),
    description: orNull(values.description),
    status: values.status,
    transferable: values.transferable,
  }),
  Fields: ProductFields,
  history: { recordType: 'product', id: (record) => record.id },
}
