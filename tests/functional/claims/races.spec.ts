import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Claim from '#models/claim'
import { withCommittedWrites } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { historyOf } from '#tests/helpers/audit'
import { CLAIMS_URL, claimsWorld, fileClaim, outboxOf } from '#tests/helpers/claims'

/**
 * Status changes of one claim sent at the same time, as real parallel
 * requests against the running server, committing for real (no test
 * transaction around them, so the tables are emptied after each): the row
 * lock makes the second wait for the first and see what it did, so two
 * changes never both apply from the same status (on PostgreSQL each request
 * has its own connection and transaction).
 */
test.group('Claims | status changes at the same time', (group) => {
  group.each.setup(() => withCommittedWrites())
  group.each.timeout(60_000)

  test('of 8 decisions sent at once on a submitted claim exactly one applies; the others are 409', async ({
    client,
    assert,
  }) => {
    const { admin, staff, sale } = await claimsWorld()
    const otherAdmin = await createAdmin()
    const day = DateTime.now().plus({ days: 2 }).toISODate()!
    for (let round = 0; round < 3; round++) {
      const claim = await fileClaim(sale)
      const tokens = [admin.token, otherAdmin.token, staff.token]
      const bodies = [
        { status: 'approved', resolution: 'repair', appointmentOn: day },
        { status: 'rejected', reason: 'Stone chip damage, not covered.' },
      ]
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          adminApi(client, tokens[index % tokens.length]).post(
            `${CLAIMS_URL}/${claim.id}/status`,
            bodies[index % 2]
          )
        )
      )
      const statuses = responses.map((response) => response.status())
      assert.lengthOf(
        statuses.filter((status) => status === 200),
        1,
        statuses.join(',')
      )
      assert.lengthOf(
        statuses.filter((status) => status === 409),
        7,
        statuses.join(',')
      )
      const winner = responses.find((response) => response.status() === 200)!.body().data
      const stored = await Claim.findOrFail(claim.id)
      assert.equal(stored.status, winner.status)
      // One move on the timeline, one history entry, one message to the owner.
      const moves = await db
        .from('claim_events')
        .where('claim_id', claim.id)
        .where('kind', 'status')
      assert.lengthOf(moves, 1)
      assert.equal(moves[0].from_status, 'submitted')
      assert.lengthOf(await historyOf('claim', claim.id), 1)
      assert.lengthOf(await outboxOf(claim), 1)
    }
  })

  test('a reply sent with a resolution lands before it or is refused (409), never after', async ({
    client,
    assert,
  }) => {
    const { staff, sale } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const claim = await fileClaim(sale, { status: 'rejected', rejectionReason: 'Not covered.' })
    const [resolving, ...replies] = await Promise.all([
      api.post(`${CLAIMS_URL}/${claim.id}/status`, { status: 'resolved' }),
      ...Array.from({ length: 5 }, (_, index) =>
        api.post(`${CLAIMS_URL}/${claim.id}/replies`, { body: `Reply number ${index}` })
      ),
    ])
    resolving.assertStatus(200)
    const events = await db.from('claim_events').where('claim_id', claim.id).orderBy('id')
    const resolvedAt = events.findIndex((event) => event.kind === 'status')
    const replied = events.filter((event) => event.kind === 'reply')
    assert.lengthOf(replied, replies.filter((reply) => reply.status() === 200).length)
    assert.isTrue(
      events.slice(resolvedAt + 1).every((event) => event.kind !== 'reply'),
      'no reply after the claim was resolved'
    )
    for (const reply of replies) assert.include([200, 409], reply.status())
  })
})
