import { useState } from 'react'
import { useForm } from '@mantine/form'
import { openConfirmModal } from '@mantine/modals'
import type { ApiError } from '~/lib/api_client'
import type { FormMode, ResourceFormConfig } from '~/components/admin/resource/types'

type Options<T, V extends Record<string, unknown>, Input> = {
  config: ResourceFormConfig<T, V, Input>
  mode: FormMode
  record: T | null
  /** Sends the body (a mutation's `mutateAsync`); rejects with the API error. */
  submit: (input: Input) => Promise<unknown>
  /** Called after a successful save, or when the user closes (and confirms discarding). */
  onClose: () => void
}

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
 * errors placed on their fields (the first one focused), and a "Discard
 * changes?" confirm when a dirty form is closed. The success and error toasts come from the query
 * client's MutationCache.
 */
export function useResourceForm<T, V extends Record<string, unknown>, Input>(
  options: Options<T, V, Input>
) {
  const { config, mode, record, submit, onClose } = options
  const [initialValues] = useState(() => config.initialValues(record))
  const form = useForm<V>({
    initialValues,
    validate: config.rules(mode),
    validateInputOnBlur: true,
  })

  const handleSubmit = form.onSubmit(
    async (values, event) => {
      // Read now: React clears `currentTarget` once the handler has returned.
      const formElement = event?.currentTarget
      try {
        await submit(config.toInput(values, mode))
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

  const requestClose = () => {
    if (form.submitting) return
    if (!form.isDirty()) return onClose()
    openConfirmModal({
      title: 'Discard changes?',
      children: 'The changes you made in this form will be lost.',
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    })
  }

  return { form, handleSubmit, requestClose }
}
