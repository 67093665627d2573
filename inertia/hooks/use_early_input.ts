import { useEffect } from 'react'
import type { UseFormReturnType } from '@mantine/form'

/** Text fields only: a select shows a label, not its value, and a checkbox has no text. */
const TYPED_FIELDS =
  'input[data-path]:not([readonly]):not([type=checkbox]):not([type=radio]):not([type=hidden]):not([role=combobox]), textarea[data-path]:not([readonly])'

/**
 * A server-rendered form can be typed into before React takes it over (a slow
 * phone on shop Wi-Fi). React keeps its own state, empty, and what was typed
 * would vanish at the next render. Once the form is live, this takes what the
 * fields already hold into the form's values, so nothing typed early is lost.
 */
export function useEarlyInput<V extends Record<string, unknown>>(form: UseFormReturnType<V>) {
  useEffect(() => {
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)
    for (const field of fields) {
      const path = field.dataset.path
      if (!path) continue
      const current = form.getInputProps(path).value
      if (typeof current === 'string' && current !== field.value) {
        form.setFieldValue(path, field.value as never)
      }
    }
    // Once, when the form first becomes live (`form` is stable across renders).
  }, [])
}
