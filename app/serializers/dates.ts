import type { DateTime } from 'luxon'

/** Dates leave the server as ISO 8601 strings (UTC offset included). */
export function isoDate(date: DateTime): string {
  return date.toISO() ?? ''
}

export function isoDateOrNull(date: DateTime | null | undefined): string | null {
  return date ? (date.toISO() ?? null) : null
}
