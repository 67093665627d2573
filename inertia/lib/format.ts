import dayjs from 'dayjs'

/**
 * The one set of display formats, admin and public alike: dates read
 * `15 Mar 2030`, times `15 Mar 2030, 14:05`, an empty value is a dash.
 */
export const EMPTY = '—'

/** The same format in Mantine date inputs (`valueFormat`). */
export const DATE_FORMAT = 'D MMM YYYY'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A calendar day (`YYYY-MM-DD`) → `15 Mar 2030`. Done by hand, not with Intl
 * or Date, so the server render and the browser agree whatever their locale
 * and time zone.
 */
export function formatDate(iso: string | null | undefined, empty = EMPTY) {
  if (!iso) return empty
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}`
}

/** An instant in the viewer's zone. Only rendered in the browser (data comes from the API). */
export function formatDateTime(value: string | null | undefined, empty = EMPTY) {
  return value ? dayjs(value).format(`${DATE_FORMAT}, HH:mm`) : empty
}

export function formatText(value: string | null | undefined) {
  return value ? value : EMPTY
}

export function formatPercent(value: number | null) {
  return value === null ? EMPTY : `${value}%`
}

export function formatYears(years: number) {
  return `${years} ${years === 1 ? 'year' : 'years'}`
}

/** "1,826 days left", "Last day today", "Expired 3 days ago". */
export function formatDaysLeft(daysLeft: number) {
  if (daysLeft === 0) return 'Last day today'
  const count = Math.abs(daysLeft).toLocaleString('en-US')
  const unit = Math.abs(daysLeft) === 1 ? 'day' : 'days'
  return daysLeft > 0 ? `${count} ${unit} left` : `Expired ${count} ${unit} ago`
}
