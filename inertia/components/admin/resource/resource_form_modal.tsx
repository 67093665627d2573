import { useState } from 'react'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useResourceForm } from '~/hooks/use_resource_form'
import { useReturnFocus } from '~/hooks/use_return_focus'
import type { FormMode, Noun, ResourceFormConfig } from '~/components/admin/resource/types'
import { useT } from '~/shared/i18n'
import { FoldedHistory } from '~/components/admin/audit/record_history'

type Props<T, V extends Record<string, unknown>, Input> = {
  opened: boolean
  noun: Noun
  mode: FormMode
  record: T | null
  config: ResourceFormConfig<T, V, Input>
  submit: (input: Input) => Promise<unknown>
  onClose: () => void
}

/**
 * The one create/edit dialog. Render it with a fresh `key` per opening so
 * the form starts from the record it edits.
 */
export function ResourceFormModal<T, V extends Record<string, unknown>, Input>(
  props: Props<T, V, Input>
) {
  const { noun, mode, record, config } = props
  const { form, handleSubmit, requestClose } = useResourceForm({
    config,
    mode,
    record,
    submit: props.submit,
    onClose: props.onClose,
    shown: props.opened,
  })
  const isPhone = useMediaQuery('(max-width: 36em)')
  useReturnFocus(props.opened)
  const { Fields, history } = config
  const [historyOpened, setHistoryOpened] = useState(false)
  const t = useT()

  return (
    <Modal
      opened={props.opened}
      onClose={requestClose}
      title={t(mode === 'create' ? 'admin.list.new' : 'admin.list.editTitle', {
        noun: noun.singular,
      })}
      size={config.size ?? 'lg'}
      fullScreen={isPhone}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('admin.list.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Fields form={form} mode={mode} record={record} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={requestClose} disabled={form.submitting}>
              {t('admin.list.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {mode === 'create'
                ? t('admin.list.create', { noun: noun.singular })
                : t('admin.list.saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
      {history && mode === 'edit' && record && (
        <Stack mt="lg">
          <FoldedHistory
            recordType={history.recordType}
            recordId={history.id(record)}
            opened={historyOpened}
            onChange={setHistoryOpened}
          />
        </Stack>
      )}
    </Modal>
  )
}
