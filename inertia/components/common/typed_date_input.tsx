import { useState, type FocusEvent, type ReactNode } from 'react'
import { ActionIcon, CloseButton, Group, Popover, TextInput, type MantineSize } from '@mantine/core'
import { DatePicker } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { formatTypedDate, parseTypedDate } from '#domain/typed_date'
import { todayIso } from '#domain/warranty_status'
import { useLocale } from '~/hooks/use_locale'
import { formatLongDate } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'
import '@mantine/dates/styles.css'
// The calendar's month and weekday names in Vietnamese (dayjs has English built in).
import 'dayjs/locale/vi'

type Props = {
  'label': string
  /** What is typed; the field never rewrites it, so a mistake stays visible to be fixed. */
  'value': string
  'onChange': (text: string) => void
  /** The user is done with the text: a day was picked, Enter pressed or the field left. */
  'onCommit'?: (text: string) => void
  'onBlur'?: (event: FocusEvent<HTMLInputElement>) => void
  'onFocus'?: (event: FocusEvent<HTMLInputElement>) => void
  'error'?: ReactNode
  /** Sets `required` (and the asterisk) on the input, for assistive technologies. */
  'required'?: boolean
  'clearable'?: boolean
  'size'?: MantineSize
  /** Calendar bounds (`YYYY-MM-DD`); typing outside them is the validator's to refuse. */
  'minDate'?: string
  'maxDate'?: string
  'data-path'?: string
  'miw'?: number | string
  'style'?: React.CSSProperties
}

/**
 * A date typed in the configured order (day-first by default, the same
 * parser as the server), with a calendar to pick from. Under the field it
 * says the date it understood ("Sunday, 22 November 2026") or how to type
 * one; anything it cannot read exactly is left for the form's rule to
 * refuse on the field, never guessed. No placeholder: it would read like a
 * typed date.
 */
export function TypedDateInput({
  label,
  value,
  onChange,
  onCommit,
  onBlur,
  error,
  clearable,
  minDate,
  maxDate,
  size,
  ...rest
}: Props) {
  const { dateOrder } = useLocale()
  const { locale } = useLanguage()
  const t = useT()
  const [pickerOpen, setPickerOpen] = useState(false)
  const today = todayIso()
  const parsed = value.trim() ? parseTypedDate(value, dateOrder, today) : null
  const understood = parsed?.ok ? parsed.iso : null
  // The example's day (31) cannot be mistaken for a month, as in typedDateHint.
  const description = understood
    ? formatLongDate(understood, locale)
    : t('admin.dates.typeAs', {
        order: t(`admin.dates.order.${dateOrder}`),
        example: formatTypedDate(`${today.slice(0, 4)}-12-31`, dateOrder),
      })

  const pick = (iso: string | null) => {
    setPickerOpen(false)
    if (!iso) return
    const text = formatTypedDate(iso, dateOrder)
    onChange(text)
    onCommit?.(text)
  }

  const calendar = (
    <Popover
      opened={pickerOpen}
      onChange={setPickerOpen}
      position="bottom-end"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size === 'md' ? 'lg' : 'md'}
          aria-label={t('admin.dates.pick', { label: label.toLowerCase() })}
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={locale}
          value={understood}
          defaultDate={understood ?? maxDate ?? today}
          onChange={pick}
          minDate={minDate}
          maxDate={maxDate}
          size={size === 'md' ? 'md' : 'sm'}
        />
      </Popover.Dropdown>
    </Popover>
  )

  return (
    <TextInput
      {...rest}
      label={label}
      size={size}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        onBlur?.(event)
        onCommit?.(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit?.(event.currentTarget.value)
      }}
      error={error}
      description={description}
      descriptionProps={{ 'aria-live': 'polite', 'data-testid': 'date-understood' }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="off"
      rightSectionWidth={clearable && value ? 64 : 40}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={0} wrap="nowrap">
          {clearable && value && (
            <CloseButton
              size="sm"
              aria-label={t('admin.dates.clear', { label: label.toLowerCase() })}
              onClick={() => onChange('')}
            />
          )}
          {calendar}
        </Group>
      }
    />
  )
}
