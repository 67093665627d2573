import { useMemo, useState } from 'react'
import { Button, Text } from '@mantine/core'
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus } from '@tabler/icons-react'
import { useListState } from '~/hooks/use_list_state'
import { openConfirm } from '~/lib/confirm'
import { useResourceList, useResourceMutations } from '~/hooks/use_resource'
import { ResourceList } from '~/components/admin/resource/resource_list'
import { ResourceFormModal } from '~/components/admin/resource/resource_form_modal'
import type {
  CardLayout,
  Column,
  Filter,
  Noun,
  ResourceFormConfig,
  RowAction,
} from '~/components/admin/resource/types'
import { useT } from '~/shared/i18n'

type ArchivableRow = { id: number; deletedAt: string | null }

type Props<T extends ArchivableRow, V extends Record<string, unknown>, Input> = {
  /** The API path segment: `/api/admin/<resource>`. */
  resource: string
  noun: Noun
  columns: Column<T>[]
  filters?: Filter[]
  form: ResourceFormConfig<T, V, Input>
  rowLabel: (row: T) => string
  minTableWidth?: number
  card?: CardLayout
}

type Dialog<T> = { opened: boolean; key: number; record: T | null }

/**
 * An admin resource page: the list with a "New …" button, Edit / Archive /
 * Restore row actions (archive and restore confirmed first) and the
 * create/edit dialog. Pages only declare columns, filters and the form.
 */
export function ResourcePage<T extends ArchivableRow, V extends Record<string, unknown>, Input>(
  props: Props<T, V, Input>
) {
  const { resource, noun, columns, filters, rowLabel } = props
  const t = useT()
  const sortKeys = useMemo(
    () => columns.filter((column) => column.sortable).map((column) => column.key),
    [columns]
  )
  const filterKeys = useMemo(() => (filters ?? []).map((filter) => filter.key), [filters])
  const list = useListState({ sortKeys, filterKeys })
  const query = useResourceList<T>(resource, list.query)
  const { create, update, archive, restore } = useResourceMutations<T, Input>(resource)

  const [dialog, setDialog] = useState<Dialog<T>>({ opened: false, key: 0, record: null })
  const openForm = (record: T | null) =>
    setDialog((current) => ({ opened: true, key: current.key + 1, record }))
  const closeForm = () => setDialog((current) => ({ ...current, opened: false }))

  const confirmArchive = (row: T) =>
    openConfirm({
      title: t('admin.list.archiveTitle', { noun: noun.singular }),
      children: <Text size="sm">{t('admin.list.archiveBody', { label: rowLabel(row) })}</Text>,
      labels: { confirm: t('admin.list.archive'), cancel: t('admin.list.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => archive.mutate(row.id),
    })

  const confirmRestore = (row: T) =>
    openConfirm({
      title: t('admin.list.restoreTitle', { noun: noun.singular }),
      children: <Text size="sm">{t('admin.list.restoreBody', { label: rowLabel(row) })}</Text>,
      labels: { confirm: t('admin.list.restore'), cancel: t('admin.list.cancel') },
      onConfirm: () => restore.mutate(row.id),
    })

  const rowActions = (row: T): RowAction[] =>
    row.deletedAt
      ? [
          {
            label: t('admin.list.restore'),
            icon: <IconArrowBackUp size={16} />,
            onClick: () => confirmRestore(row),
          },
        ]
      : [
          {
            label: t('admin.list.edit'),
            icon: <IconPencil size={16} />,
            onClick: () => openForm(row),
          },
          {
            label: t('admin.list.archive'),
            icon: <IconArchive size={16} />,
            color: 'red',
            onClick: () => confirmArchive(row),
          },
        ]

  const { record } = dialog
  const submit = (input: Input) =>
    record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input)

  return (
    <>
      <ResourceList<T>
        noun={noun}
        list={list}
        query={query}
        columns={columns}
        filters={filters}
        archivable
        isArchived={(row) => row.deletedAt !== null}
        rowLabel={rowLabel}
        rowActions={rowActions}
        minTableWidth={props.minTableWidth}
        card={props.card}
        toolbarActions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            {t('admin.list.new', { noun: noun.singular })}
          </Button>
        }
      />
      {dialog.key > 0 && (
        <ResourceFormModal<T, V, Input>
          key={dialog.key}
          opened={dialog.opened}
          noun={noun}
          mode={record ? 'edit' : 'create'}
          record={record}
          config={props.form}
          submit={submit}
          onClose={closeForm}
        />
      )}
    </>
  )
}
