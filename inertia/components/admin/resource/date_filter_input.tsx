import { useEffect, useState } from 'react'
import { formatTypedDate, isIsoDate, parseTypedDate } from '#domain/typed_date'
import { todayIso } from '#domain/warranty_status'
import { TypedDateInput } from '~/components/common/typed_date_input'
import { useLocale } from '~/hooks/use_locale'
import { problem, useCheckMessage } from '~/components/admin/forms/rules'
import type { ListState } from '~/hooks/use_list_state'
import type { DateFilter } from '~/components/admin/resource/types'

/**
 * A toolbar date, typed like every date of the app (day-first by default)
 * or picked. The list filters on it once the user is done typing (Enter, or
 * leaving the field) and it reads as one day; otherwise the field says what
 * is wrong and the list keeps its filter. The URL holds `YYYY-MM-DD`.
 */
export function DateFilterInput({
  filter,
  list,
  rowField,
}: {
  filter: DateFilter
  list: ListState
  /** Its size in the toolbar's row; none in the folded panel (full width there). */
  rowField?: { style: { flex: string }; miw: number }
}) {
  const { dateOrder } = useLocale()
  const say = useCheckMessage()
  const applied = list.params.filters[filter.key] ?? ''
  // A hand-edited URL with a malformed date shows an empty box.
  const shown = isIsoDate(applied) ? formatTypedDate(applied, dateOrder) : ''
  const [text, setText] = useState(shown)
  const [error, setError] = useState<string | null>(null)

  // Back/forward or "Clear filters" change the URL: the box follows.
  useEffect(() => {
    setText(shown)
    setError(null)
  }, [shown])

  const change = (value: string) => {
    setText(value)
    setError(null)
    if (!value.trim() && applied) list.setFilter(filter.key, null)
  }

  const commit = (value: string) => {
    if (!value.trim()) return
    const date = parseTypedDate(value, dateOrder, todayIso())
    // Said like the forms' date checks: the parser's English, or the user's language.
    if (!date.ok) return setError(say(filter.key, problem(date.rule, date.message, date.values)))
    if (date.iso !== applied) list.setFilter(filter.key, date.iso)
  }

  return (
    <TypedDateInput
      label={filter.label}
      value={text}
      onChange={change}
      onCommit={commit}
      error={error}
      clearable
      {...rowField}
    />
  )
}
