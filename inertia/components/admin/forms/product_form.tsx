import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
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

const TYPE_LABELS: Record<ProductType, string> = {
  ceramic: 'Ceramic',
  carbon: 'Carbon',
  dyed: 'Dyed',
  metallic: 'Metallic',
  hybrid: 'Hybrid',
  safety: 'Safety',
}
const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  discontinued: 'Discontinued',
}

export const PRODUCT_TYPE_OPTIONS = optionsFrom(TYPE_LABELS)
export const PRODUCT_STATUS_OPTIONS = optionsFrom(STATUS_LABELS)
export const productTypeLabel = (type: ProductType) => TYPE_LABELS[type]

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
}

const SKU = /^[A-Z0-9][A-Z0-9._-]*$/
const PERCENT_FIELDS = [
  { key: 'vlt', label: 'VLT', description: 'Visible light transmission', required: true },
  { key: 'irRejection', label: 'IR rejection', description: 'Infrared rejected' },
  { key: 'uvRejection', label: 'UV rejection', description: 'Ultraviolet rejected' },
  { key: 'tser', label: 'TSER', description: 'Total solar energy rejected' },
] as const

function ProductFields({ form }: FieldsProps<ProductDto, ProductValues>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="SKU"
        required
        maxLength={40}
        data-autofocus
        {...form.getInputProps('sku')}
      />
      <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
      <TextInput label="Series" maxLength={80} {...form.getInputProps('series')} />
      <Select label="Type" required data={PRODUCT_TYPE_OPTIONS} {...form.getInputProps('type')} />
      {PERCENT_FIELDS.map((field) => (
        <IntegerInput
          key={field.key}
          label={`${field.label} (%)`}
          description={field.description}
          required={'required' in field}
          min={0}
          max={100}
          clampBehavior="none"
          {...form.getInputProps(field.key)}
        />
      ))}
      <IntegerInput
        label="Warranty (years)"
        required
        min={1}
        max={20}
        clampBehavior="none"
        {...form.getInputProps('warrantyYears')}
      />
      <Select
        label="Status"
        required
        data={PRODUCT_STATUS_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.getInputProps('description')}
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
  }),
  Fields: ProductFields,
}
