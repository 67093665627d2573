import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  formatLongDate,
  toIsoDate,
  wholeMonthsBetween,
} from '#domain/calendar_date'

const anyDay = fc
  .record({
    year: fc.integer({ min: 1990, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(toIsoDate)
  .filter((day): day is string => day !== null)

test.group('Calendar dates', () => {
  test('only real days have an ISO form', ({ assert }) => {
    assert.equal(toIsoDate({ year: 2024, month: 2, day: 29 }), '2024-02-29')
    assert.isNull(toIsoDate({ year: 2025, month: 2, day: 29 }))
    assert.isNull(toIsoDate({ year: 2025, month: 13, day: 1 }))
  })

  test('months and years end on the last day of a shorter month', ({ assert }) => {
    assert.equal(addMonths('2026-01-31', 1), '2026-02-28')
    assert.equal(addYears('2024-02-29', 1), '2025-02-28')
    assert.equal(addYears('2024-02-29', 4), '2028-02-29')
    assert.equal(addYears('2026-11-23', -2), '2024-11-23')
  })

  test('what a typed date was understood as reads in full', ({ assert }) => {
    assert.equal(formatLongDate('2026-11-22'), 'Sunday, 22 November 2026')
    assert.equal(formatLongDate('2025-03-05'), 'Wednesday, 5 March 2025')
  })

  test('adding days and counting them agree', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -5000, max: 5000 }), (day, days) => {
        return daysBetween(day, addDays(day, days)) === days
      })
    )
  })

  test('whole months between two days is the most months that fit', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a]
        const months = wholeMonthsBetween(from, to)
        return addMonths(from, months) <= to && addMonths(from, months + 1) > to
      })
    )
  })
})
