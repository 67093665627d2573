import { test } from '@japa/runner'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPercent,
  formatTimeLeft,
  formatYears,
} from '../../inertia/shared/format.js'

/* The texts the admin pages, the e-warranty card and its server render all show. */
test.group('Display formats', () => {
  test('a calendar day reads "5 Mar 2030", the same in every zone', ({ assert }) => {
    assert.equal(formatDate('2030-03-05', 'en'), '5 Mar 2030')
    assert.equal(formatDate('2026-12-31', 'en'), '31 Dec 2026')
    assert.equal(formatDate('2026-09-05', 'en'), '5 Sep 2026')
    assert.equal(formatDate(null, 'en'), '—')
    assert.equal(formatDate(undefined, 'en', 'Never'), 'Never')
  })

  test('in Vietnamese, dates are Intl\'s vi-VN: "22 thg 11, 2026"', ({ assert }) => {
    assert.equal(formatDate('2026-11-22', 'vi'), '22 thg 11, 2026')
    assert.equal(formatDate('2030-03-05', 'vi'), '5 thg 3, 2030')
    assert.equal(formatDate(null, 'vi'), '—')
    assert.equal(formatLongDate('2026-11-22', 'vi'), 'Chủ Nhật, 22 tháng 11, 2026')
    assert.equal(formatLongDate('2026-11-22', 'en'), 'Sunday, 22 November 2026')
    // An instant in the viewer's zone: the time first, as Vietnamese writes it.
    const instant = new Date(2026, 10, 22, 14, 5).toISOString()
    assert.equal(formatDateTime(instant, 'vi'), '14:05 22 thg 11, 2026')
    assert.equal(formatDateTime(instant, 'en'), '22 Nov 2026, 14:05')
  })

  test('time left reads in years, then months, then days, to the last day', ({ assert }) => {
    // 2,557 days from 22 Nov 2026 is 22 Nov 2033: seven calendar years.
    assert.equal(formatTimeLeft('2033-11-22', 2557), '7 years left')
    assert.equal(formatTimeLeft('2033-11-22', 2556), '6 years left')
    assert.equal(formatTimeLeft('2036-11-22', 3653), '10 years left')
    assert.equal(formatTimeLeft('2028-11-22', 731), '2 years left')
    assert.equal(formatTimeLeft('2028-11-21', 730), '23 months left')
    assert.equal(formatTimeLeft('2027-01-23', 61), '2 months left')
    assert.equal(formatTimeLeft('2027-01-21', 59), '59 days left')
    assert.equal(formatTimeLeft('2026-11-23', 1), '1 day left')
    assert.equal(formatTimeLeft('2026-11-22', 0), 'Last day today')
  })

  test('an expired warranty says how long ago, on the same scale', ({ assert }) => {
    assert.equal(formatTimeLeft('2026-11-21', -1), 'Expired 1 day ago')
    assert.equal(formatTimeLeft('2026-10-13', -40), 'Expired 40 days ago')
    assert.equal(formatTimeLeft('2023-11-22', -1096), 'Expired 3 years ago')
  })

  test('warranty terms and film percentages', ({ assert }) => {
    assert.equal(formatYears(1), '1 year')
    assert.equal(formatYears(7), '7 years')
    assert.equal(formatPercent(35), '35%')
    assert.equal(formatPercent(null), '—')
  })
})
