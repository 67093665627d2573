import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseFormReturnType } from '@mantine/form'

/** A draft older than this is stale (last week's half-filled sale), and dropped. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const SAVE_DELAY_MS = 400

type Stored<V> = { savedAt: string; values: V }

function read<V extends Record<string, unknown>>(key: string, fallback: V): Stored<V> | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Stored<V> | null
    if (!stored || typeof stored.savedAt !== 'string' || typeof stored.values !== 'object') {
      return null
    }
    if (Date.now() - Date.parse(stored.savedAt) > MAX_AGE_MS) return null
    // Only the fields this form still has, with their current types: an old
    // draft never puts an unexpected value into the form.
    const values = { ...fallback }
    for (const field of Object.keys(fallback) as (keyof V)[]) {
      const value = stored.values[field]
      const expected = fallback[field]
      if (Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected) {
        values[field] = value
      }
    }
    return { savedAt: stored.savedAt, values }
  } catch {
    return null
  }
}

/**
 * Keeps what was typed in a form on this device (localStorage, under `key`,
 * one per user), so a reload, a crash or a wrong tap does not lose it; the
 * form comes back with it and says so. `clear` once the form is saved.
 */
export function useFormDraft<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  key: string
) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null)
  const loaded = useRef(false)
  // After `clear` (the form was saved), nothing is stored until the form is reset.
  const cleared = useRef(false)

  // After the first render, so the server render and hydration agree.
  useEffect(() => {
    const draft = read(key, form.getInitialValues())
    loaded.current = true
    if (!draft) return
    form.setValues(draft.values)
    setRestoredAt(draft.savedAt)
    // Only once per form (`form` is left out on purpose): a draft is restored when the page opens.
  }, [key])

  const values = form.getValues()
  const dirty = form.isDirty()
  useEffect(() => {
    if (!dirty) cleared.current = false
    if (!loaded.current || cleared.current) return
    const timer = window.setTimeout(() => {
      if (cleared.current) return
      if (dirty) {
        const draft: Stored<V> = { savedAt: new Date().toISOString(), values }
        window.localStorage.setItem(key, JSON.stringify(draft))
      } else {
        window.localStorage.removeItem(key)
      }
    }, SAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [key, values, dirty])

  const clear = useCallback(() => {
    cleared.current = true
    window.localStorage.removeItem(key)
    setRestoredAt(null)
  }, [key])

  return { restoredAt, clear }
}
