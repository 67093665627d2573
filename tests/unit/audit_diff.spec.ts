import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { auditValue, diffFields } from '#domain/audit_diff'

test.group('History | field diff', () => {
  test('only changed fields, old → new; a create is a diff from nothing', ({ assert }) => {
    assert.deepEqual(diffFields({ name: 'A', city: 'Ipoh' }, { name: 'B', city: 'Ipoh' }), {
      name: { old: 'A', new: 'B' },
    })
    assert.deepEqual(diffFields({}, { name: 'A', notes: null }), {
      name: { old: null, new: 'A' },
    })
  })

  test('the same value read two ways is not a change', ({ assert }) => {
    // A PostgreSQL decimal arrives as text; an empty text is nothing.
    assert.deepEqual(diffFields({ vlt: '70.00', notes: '' }, { vlt: 70, notes: null }), {})
    const when = DateTime.fromISO('2026-11-22T10:00:00.000+00:00')
    assert.deepEqual(diffFields({ at: when }, { at: when.toISO() }), {})
    assert.deepEqual(diffFields({ vlt: 70 }, { vlt: 50 }), { vlt: { old: 70, new: 50 } })
    assert.equal(auditValue(new Date('2026-01-02T00:00:00Z')), '2026-01-02T00:00:00.000Z')
  })

  test('secrets never appear, whatever they are called', ({ assert }) => {
    const changes = diffFields(
      { password: 'old', passwordHash: 'x', rememberMeToken: 'y', apiToken: 'z' },
      { password: 'new', passwordHash: 'w', rememberMeToken: 'v', apiToken: 'u' }
    )
    assert.deepEqual(changes, {})
  })
})
