import { useMemo, useState } from 'react'
import { useForm } from '@mantine/form'
import type { ApiError } from '~/lib/api_client'
import type { LeaveWarning } from '~/lib/leave_guard'
import { useLeaveWarning } from '~/hooks/use_leave_warning'
import { openConfirm } from '~/lib/confirm'
import type { FormMode, ResourceFormConfig } from '~/components/admin/resource/types'
import { localizeRules, useCheckMessage } from '~/components/admin/forms/rules'
import { useT, type Translate } from '~/shared/i18n'

type Options<T, V extends Record<string, unknown>, Input> = {
  config: ResourceFormConfig<T, V, Input>
  mode: FormMode
  record: T | null
  /** Sends the body (a mutation's `mutateAsync`); rejects with the API error. */
  submit: (input: Input) => Promise<unknown>
  /** Called after a successful save, or when the user closes (and confirms discarding). */
  onClose: () => void
  /** Whether the form is on screen (a closed dialog's form does not hold the page). */
  shown?: boolean
  /** What leaving the page with unsaved changes says. */
  leaveWarning?: LeaveWarning
}

/** What leaving a form with unsaved changes says, unless the form has its own words. */
const unsavedChanges = (t: Translate): LeaveWarning => ({
  title: t('admin.unsaved.leaveTitle'),
  message: t('admin.unsaved.text'),
  leave: t('admin.unsaved.leave'),
  stay: t('admin.unsaved.stay'),
})

/**
 * After a refused submit, focus the first field (in page order) that has an
 * error, so on a long form or a phone the user lands on what to fix. Mantine
 * marks every input with its path in `data-path`.
 */
function focusFirstError(root: HTMLElement | undefined, errors: Record<string, unknown>) {
  const fields = root?.querySelectorAll<HTMLElement>('[data-path]') ?? []
  const first = [...fields].find((field) => errors[field.dataset.path ?? ''])
  first?.focus()
}

/**
 * A resource's Mantine form: client checks before sending, the server's field
 * errors placed on their fields (the first one focused), a "Discard
 * changes?" confirm when a dirty form is closed, and a warning before leaving
 * the page while it has unsaved changes. Once saved, the values count as
 * clean. The success and error toasts come from the query client's
 * MutationCache.
 */
export function useResourceForm<T, V extends Record<string, unknown>, Input>(
  options: Options<T, V, Input>
) {
  const { config, mode, record, submit, onClose, shown = true } = options
  const [initialValues] = useState(() => config.initialValues(record))
  const say = useCheckMessage()
  const t = useT()
  const unsaved = useMemo(() => unsavedChanges(t), [t])
  const form = useForm<V>({
    initialValues,
    validate: localizeRules(config.rules(mode, record), say),
    validateInputOnBlur: true,
  })

  const handleSubmit = form.onSubmit(
    async (values, event) => {
      // Read now: React clears `currentTarget` once the handler has returned.
      const formElement = event?.currentTarget
      try {
        await submit(config.toInput(values, mode))
        form.resetDirty(values)
        onClose()
      } catch (error) {
        const { errors } = error as ApiError
        if (errors) {
          form.setErrors(errors)
          focusFirstError(formElement, errors)
        }
      }
    },
    (errors, _values, event) => focusFirstError(event?.currentTarget, errors)
  )

  useLeaveWarning(shown && form.isDirty(), options.leaveWarning ?? unsaved)

  const requestClose = () => {
    if (form.submitting) return
    if (!form.isDirty()) return onClose()
    openConfirm({
      title: t('admin.unsaved.discardTitle'),
      children: t('admin.unsaved.text'),
      labels: { confirm: t('admin.unsaved.discard'), cancel: t('admin.unsaved.keepEditing') },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
      // Discarding closes the form, which gives the focus back to what opened it.
      returnFocusOnConfirm: false,
    })
  }

  return { form, handleSubmit, requestClose }
}
