import { DateTime, Settings } from 'luxon'

/**
 * A date or timestamp as a database driver returns it (SQL text from
 * SQLite, a Date from PostgreSQL), read the way Lucid's date columns read
 * it: the code that reads plain rows (the sales list, the public lookup,
 * the CSV export) then gives the very values the models give.
 */
export function storedDateTime(value: string | Date): DateTime {
  return typeof value === 'string' ? DateTime.fromSQL(value) : DateTime.fromJSDate(value)
}

const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}:\d{2})(?:\.(\d{1,3}))?$/
/**
 * Per zone (luxon keeps one object per zone), the offset of each hour seen
 * when it is the same all through the hour; null when luxon must decide.
 */
const offsetsByZone = new WeakMap<object, Map<string, string | null>>()

/**
 * `storedDateTime(value).toISO()`, without building a DateTime for each
 * plain SQL timestamp: the CSV export writes one per sale, and a million
 * DateTimes are a fifth of its time. The zone's offset is looked up once
 * per hour of the calendar (luxon still does the work in an hour the
 * clocks skip or change in, and for any other form of value), so the text
 * is exactly luxon's.
 */
export function storedTimestampIso(value: string | Date): string {
  const parts = typeof value === 'string' ? SQL_TIMESTAMP.exec(value) : null
  if (!parts) return storedDateTime(value).toISO() ?? ''
  const [, day, hour, minutesSeconds, fraction = ''] = parts
  const zone = Settings.defaultZone
  let hourOffsets = offsetsByZone.get(zone)
  if (!hourOffsets) offsetsByZone.set(zone, (hourOffsets = new Map()))
  const key = `${day} ${hour}`
  let offset = hourOffsets.get(key)
  if (offset === undefined) {
    const start = DateTime.fromSQL(`${day} ${hour}:00:00`)
    const end = DateTime.fromSQL(`${day} ${hour}:59:59.999`)
    // What luxon writes after the milliseconds (`+07:00`, or `Z` in UTC).
    // An hour the clocks skip (luxon moves it on) or change in is left to luxon.
    const steady =
      start.isValid &&
      start.offset === end.offset &&
      start.toFormat('HH:mm:ss') === `${hour}:00:00` &&
      end.toFormat('HH:mm:ss') === `${hour}:59:59`
    offset = steady ? start.toISO()!.slice(23) : null
    if (hourOffsets.size > 100_000) hourOffsets.clear()
    hourOffsets.set(key, offset)
  }
  if (offset === null) return storedDateTime(value).toISO() ?? ''
  return `${day}T${hour}:${minutesSeconds}.${fraction.padEnd(3, '0')}${offset}`
}
