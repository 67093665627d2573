import type { ComponentType, ReactNode } from 'react'
import type { MantineSize } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { CheckRules } from '~/components/admin/forms/rules'
import type { ListState } from '~/hooks/use_list_state'
import type { ApiError } from '~/lib/api_client'
import type { AuditRecordType } from '#dtos/audit'

/** How a list names its rows: "1 dealer", "12 dealers", "New dealer". */
export type Noun = { singular: string; plural: string }

/** A table column. `key` is also the server's sort key when `sortable`. */
export type Column<T> = {
  key: string
  header: string
  render: (row: T) => ReactNode
  sortable?: boolean
  align?: 'left' | 'center' | 'right'
  /** Keeps short values (codes, phone numbers, dates) on one line. */
  nowrap?: boolean
}

/**
 * How a row reads as a card on a phone, by column key: the title line (what
 * identifies the row), the status shown beside it, then the other fields in
 * the order that matters. Columns left out are not shown on the card.
 */
export type CardLayout = {
  title: string[]
  status?: string
  fields: string[]
}

export type FilterOption = { value: string; label: string }

/** A toolbar Select; its value goes to the URL and the API under `key`. */
export type SelectFilter = {
  type?: 'select'
  key: string
  label: string
  options: FilterOption[]
}

/** A toolbar date picker; its value is a `YYYY-MM-DD` string, as the list validators take it. */
export type DateFilter = {
  type: 'date'
  key: string
  label: string
}

export type Filter = SelectFilter | DateFilter

export type RowAction = {
  label: string
  icon?: ReactNode
  color?: string
  onClick: () => void
}

/** What both list views (the table, and the cards on phones) show and do. */
export type ListViewProps<T> = {
  noun: Noun
  list: ListState
  columns: Column<T>[]
  rows: T[] | undefined
  isLoading: boolean
  isRefreshing: boolean
  error: ApiError | null
  onRetry: () => void
  rowLabel: (row: T) => string
  rowActions?: (row: T) => RowAction[]
  onRowClick?: (row: T) => void
  isArchived?: (row: T) => boolean
}

export type FormMode = 'create' | 'edit'

/** Props every resource's fields component receives. */
export type FieldsProps<T, V> = {
  form: UseFormReturnType<V>
  mode: FormMode
  record: T | null
}

/**
 * What a resource's form declares: its values, the client checks that mirror
 * the server's rules, the body it sends, and its fields. Everything else
 * (modal, submit, server errors, unsaved-changes confirm) is the pattern's.
 */
export type ResourceFormConfig<T, V extends Record<string, unknown>, Input> = {
  initialValues: (record: T | null) => V
  /** `record` is the one being edited (null on create). */
  rules: (mode: FormMode, record: T | null) => CheckRules<V>
  toInput: (values: V, mode: FormMode) => Input
  Fields: ComponentType<FieldsProps<T, V>>
  size?: MantineSize
  /** When set, the edit dialog offers the record's history (folded) under the form. */
  history?: { recordType: AuditRecordType; id: (record: T) => number }
}
