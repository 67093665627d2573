import { test } from '@japa/runner'
import { daysLeft, itemExpiry, latestExpiry, warrantyStatus } from '#domain/warranty_status'

test.group('Warranty status', () => {
  test('is Active up to and including the expiry day, Expired from the next day', ({ assert }) => {
    const sale = { status: 'active' as const, expiresAt: '2030-03-15' }
    assert.equal(warrantyStatus(sale, '2025-01-01'), 'active')
    assert.equal(warrantyStatus(sale, '2030-03-14'), 'active')
    assert.equal(warrantyStatus(sale, '2030-03-15'), 'active')
    assert.equal(warrantyStatus(sale, '2030-03-16'), 'expired')
    assert.equal(warrantyStatus(sale, '2031-01-01'), 'expired')
  })

  test('is Void once voided, whatever the dates', ({ assert }) => {
    assert.equal(warrantyStatus({ status: 'void', expiresAt: '2030-03-15' }, '2025-01-01'), 'void')
    assert.equal(warrantyStatus({ status: 'void', expiresAt: '2020-03-15' }, '2025-01-01'), 'void')
  })

  test('counts the days left: 0 on the expiry day, negative after', ({ assert }) => {
    assert.equal(daysLeft('2030-03-15', '2030-03-14'), 1)
    assert.equal(daysLeft('2030-03-15', '2030-03-15'), 0)
    assert.equal(daysLeft('2030-03-15', '2030-03-16'), -1)
    assert.equal(daysLeft('2025-01-01', '2024-01-01'), 366)
  })

  test('an item expires its warranty term in years after installation', ({ assert }) => {
    assert.equal(itemExpiry('2024-05-20', 5), '2029-05-20')
    assert.equal(itemExpiry('2024-05-20', 10), '2034-05-20')
    // A leap day has no twin in most years: the term ends on 28 February.
    assert.equal(itemExpiry('2024-02-29', 1), '2025-02-28')
    assert.equal(itemExpiry('2024-02-29', 4), '2028-02-29')
  })

  test("a sale's expiry is its latest item expiry", ({ assert }) => {
    assert.equal(latestExpiry(['2029-05-20', '2034-05-20', '2031-01-01']), '2034-05-20')
  })
})
