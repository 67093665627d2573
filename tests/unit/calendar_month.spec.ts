import { test } from '@japa/runner'
import { addMonths, firstDayOf, lastDayOf, monthOf, monthsUntil } from '#domain/calendar_month'
import { expiringSoonWindow, isExpiringSoon } from '#domain/warranty_status'
import { topWithOthers } from '#domain/dashboard_figures'

test.group('Calendar months (dashboard)', () => {
  test('months move across years, and a window ends with its last month', ({ assert }) => {
    assert.equal(monthOf('2026-11-24'), '2026-11')
    assert.equal(addMonths('2026-01', -1), '2025-12')
    assert.equal(addMonths('2026-12', 1), '2027-01')
    assert.equal(addMonths('2026-11', -23), '2024-12')
    const months = monthsUntil('2026-02', 24)
    assert.lengthOf(months, 24)
    assert.equal(months[0], '2024-03')
    assert.equal(months.at(-1), '2026-02')
  })

  test('first and last days, leap years included', ({ assert }) => {
    assert.equal(firstDayOf('2026-11'), '2026-11-01')
    assert.equal(lastDayOf('2024-02'), '2024-02-29')
    assert.equal(lastDayOf('2026-02'), '2026-02-28')
    assert.equal(lastDayOf('2026-12'), '2026-12-31')
  })

  test('expiring soon: from today to 30 days later, active only', ({ assert }) => {
    const today = '2026-11-24'
    assert.deepEqual(expiringSoonWindow(today), { from: '2026-11-24', to: '2026-12-24' })
    const sale = (expiresAt: string, status: 'active' | 'void' = 'active') => ({
      status,
      expiresAt,
    })
    assert.isTrue(isExpiringSoon(sale('2026-11-24'), today))
    assert.isTrue(isExpiringSoon(sale('2026-12-24'), today))
    assert.isFalse(isExpiringSoon(sale('2026-12-25'), today))
    assert.isFalse(isExpiringSoon(sale('2026-11-23'), today))
    assert.isFalse(isExpiringSoon(sale('2026-12-01', 'void'), today))
  })

  test('the top bars, the rest summed as others', ({ assert }) => {
    const rows = [5, 4, 3, 2, 1].map((count, id) => ({ id, name: `#${id}`, detail: null, count }))
    const shares = topWithOthers(rows, 3)
    assert.deepEqual(
      shares.top.map((row) => row.count),
      [5, 4, 3]
    )
    assert.deepEqual(shares.others, { count: 3, groups: 2 })
    assert.deepEqual(topWithOthers([], 3), { top: [], others: { count: 0, groups: 0 } })
  })
})
