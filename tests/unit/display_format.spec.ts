import { test } from '@japa/runner'
import { formatDate, formatDaysLeft, formatPercent, formatYears } from '../../inertia/lib/format.js'

/* The texts the admin pages, the e-warranty card and its server render all show. */
test.group('Display formats', () => {
  test('a calendar day reads "5 Mar 2030", the same in every zone', ({ assert }) => {
    assert.equal(formatDate('2030-03-05'), '5 Mar 2030')
    assert.equal(formatDate('2026-12-31'), '31 Dec 2026')
    assert.equal(formatDate(null), '—')
    assert.equal(formatDate(undefined, 'Never'), 'Never')
  })

  test('days left count down to the last day, then say how long ago it expired', ({ assert }) => {
    assert.equal(formatDaysLeft(1826), '1,826 days left')
    assert.equal(formatDaysLeft(1), '1 day left')
    assert.equal(formatDaysLeft(0), 'Last day today')
    assert.equal(formatDaysLeft(-1), 'Expired 1 day ago')
    assert.equal(formatDaysLeft(-40), 'Expired 40 days ago')
  })

  test('warranty terms and film percentages', ({ assert }) => {
    assert.equal(formatYears(1), '1 year')
    assert.equal(formatYears(7), '7 years')
    assert.equal(formatPercent(35), '35%')
    assert.equal(formatPercent(null), '—')
  })
})
