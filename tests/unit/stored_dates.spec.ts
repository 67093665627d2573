import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import { storedDateTime, storedTimestampIso } from '#domain/stored_dates'

/** Every 7 minutes (all minutes of the hour come round) of the days around the zone's changes. */
function timestampsAround(days: string[]) {
  const values: string[] = []
  for (const day of days) {
    for (let minute = 0; minute < 24 * 60 * 2; minute += 7) {
      const at = DateTime.fromISO(`${day}T00:00:00`, { zone: 'utc' }).plus({ minutes: minute })
      values.push(at.toFormat('yyyy-MM-dd HH:mm:ss'), at.toFormat('yyyy-MM-dd HH:mm:ss.S'))
    }
  }
  return values
}

test.group('Stored dates | a timestamp as the CSV export writes it', () => {
  test('is exactly luxon’s text in {zone}, the hours its offset changes included')
    .with([
      { zone: 'UTC', days: ['2026-03-29', '2026-10-25'] },
      { zone: 'Asia/Ho_Chi_Minh', days: ['2026-11-24'] },
      { zone: 'Europe/Berlin', days: ['2026-03-28', '2026-10-24'] },
      // Half an hour forward and back at 2:00.
      { zone: 'Australia/Lord_Howe', days: ['2026-04-04', '2026-10-03'] },
    ])
    .run(({ assert, cleanup }, { zone, days }) => {
      const previous = Settings.defaultZone
      Settings.defaultZone = zone
      cleanup(() => {
        Settings.defaultZone = previous
      })
      for (const value of [...timestampsAround(days), '2026-11-24', '2026-11-24 05:11:31.123456']) {
        assert.equal(storedTimestampIso(value), storedDateTime(value).toISO(), value)
      }
      const date = new Date(Date.UTC(2026, 10, 24, 5, 11, 31))
      assert.equal(storedTimestampIso(date), storedDateTime(date).toISO())
    })
})
