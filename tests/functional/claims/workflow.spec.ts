import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Claim from '#models/claim'
import { adminApi } from '#tests/helpers/admin_api'
import { breakAuditWrites, historyOf } from '#tests/helpers/audit'
import { CLAIMS_URL, claimsWorld, expectStatus, outboxOf } from '#tests/helpers/claims'
import { isoToday } from '#tests/helpers/sales'
import { renderMessage } from '#messaging/render'
import type { ClaimPageDto } from '#dtos/claim_office'
import type { MutationResult } from '#dtos/dealer'

const inDays = (days: number) => DateTime.now().plus({ days }).toISODate()!

test.group('Claims | the status workflow', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('submitted → in review → approved → resolved, each on the timeline, in the history and told to the owner', async ({
    client,
    assert,
  }) => {
    const { staff, claim, sale } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const url = `${CLAIMS_URL}/${claim.id}/status`

    const reviewing = await api.post(url, { status: 'in_review' })
    reviewing.assertStatus(200)
    const reviewed = reviewing.body() as MutationResult<ClaimPageDto>
    assert.equal(reviewed.data.status, 'in_review')
    assert.equal(reviewed.message, `Claim ${claim.number} is now In review.`)
    assert.deepEqual(reviewed.data.permissions.nextStatuses, ['approved', 'rejected'])

    const day = inDays(2)
    const approving = await api.post(url, {
      status: 'approved',
      resolution: 'replace',
      appointmentOn: day,
      reason: 'Come in the morning; it takes two hours.',
    })
    approving.assertStatus(200)
    const approved = (approving.body() as MutationResult<ClaimPageDto>).data
    assert.equal(approved.status, 'approved')
    assert.equal(approved.resolution, 'replace')
    assert.equal(approved.appointmentOn, day)

    const resolving = await api.post(url, { status: 'resolved' })
    resolving.assertStatus(200)
    const resolved = (resolving.body() as MutationResult<ClaimPageDto>).data
    assert.equal(resolved.status, 'resolved')
    assert.isNotNull(resolved.resolvedAt)
    assert.deepEqual(resolved.permissions, {
      nextStatuses: [],
      reply: false,
      note: false,
      reassign: false,
    })

    // The timeline: filed, then each move with who made it.
    const moves = resolved.events.filter((event) => event.kind === 'status')
    assert.deepEqual(
      moves.map((event) => [event.fromStatus, event.toStatus, event.visibleToOwner]),
      [
        ['submitted', 'in_review', true],
        ['in_review', 'approved', true],
        ['approved', 'resolved', true],
      ]
    )
    assert.equal(moves[1].body, 'Come in the morning; it takes two hours.')
    assert.equal(moves[0].author, staff.user.fullName)

    // The history: one entry per move, by the staff member, with what changed.
    const history = await historyOf('claim', claim.id)
    assert.deepEqual(
      history.map((entry) => [entry.action, entry.actorId, entry.changes.status?.new]),
      [
        ['status_change', staff.user.id, 'in_review'],
        ['status_change', staff.user.id, 'approved'],
        ['status_change', staff.user.id, 'resolved'],
      ]
    )
    assert.deepEqual(history[1].changes.appointmentOn, { old: null, new: day })
    assert.deepEqual(history[1].changes.resolution, { old: null, new: 'replace' })

    // The owner: one message per move, to the phone on file, in the claim's language.
    const messages = await outboxOf(claim)
    assert.lengthOf(messages, 3)
    for (const message of messages) {
      assert.equal(message.template, 'claim_status')
      assert.equal(message.recipient_kind, 'phone')
      assert.equal(message.recipient, sale.customerPhone)
      assert.equal(message.locale, 'en')
      assert.equal(message.status, 'pending')
    }
    const params = messages.map((message) =>
      typeof message.params === 'string' ? JSON.parse(message.params) : message.params
    )
    assert.deepEqual(
      params.map((param) => param.status),
      ['in_review', 'approved', 'resolved']
    )
    assert.equal(params[0].claimNumber, claim.number)
    assert.include(params[0].link, '/e-warranty?code=')
    assert.include(params[1].note, 'We will replace the film on')
    assert.include(params[1].note, 'Come in the morning; it takes two hours.')
  })

  test('a rejection needs the reason the owner reads, and sends it to them by e-mail in their language', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    claim.merge({ contactChannel: 'email', contactEmail: 'owner@example.com', locale: 'vi' })
    await claim.save()
    const api = adminApi(client, staff.token)
    const url = `${CLAIMS_URL}/${claim.id}/status`

    const missing = await api.post(url, { status: 'rejected' })
    missing.assertStatus(422)
    missing.assertBodyContains({ errors: { reason: 'Say why: the owner reads it.' } })

    const rejecting = await api.post(url, {
      status: 'rejected',
      reason: 'The damage comes from a stone chip, which the warranty does not cover.',
    })
    rejecting.assertStatus(200)
    const rejected = (rejecting.body() as MutationResult<ClaimPageDto>).data
    assert.equal(rejected.status, 'rejected')
    assert.equal(
      rejected.rejectionReason,
      'The damage comes from a stone chip, which the warranty does not cover.'
    )
    const [message] = await outboxOf(claim)
    assert.equal(message.recipient_kind, 'email')
    assert.equal(message.recipient, 'owner@example.com')
    assert.equal(message.locale, 'vi')
    const params = typeof message.params === 'string' ? JSON.parse(message.params) : message.params
    assert.equal(params.status, 'rejected')
    assert.include(params.link, '/vi/e-warranty?code=')
    assert.equal(params.note, rejected.rejectionReason)
    // As the owner reads it: in Vietnamese, the reason included.
    const text = renderMessage('claim_status', params, 'vi').text
    assert.include(text, claim.number)
    assert.include(text, 'bị từ chối')
    assert.include(text, rejected.rejectionReason!)
  })

  test('approving needs repair or replace and an appointment day that has not passed', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const url = `${CLAIMS_URL}/${claim.id}/status`

    const bare = await api.post(url, { status: 'approved' })
    bare.assertStatus(422)
    assert.deepEqual(bare.body().errors, {
      resolution: 'Choose repair or replace.',
      appointmentOn: 'Enter the appointment day.',
    })

    const past = await api.post(url, {
      status: 'approved',
      resolution: 'repair',
      appointmentOn: inDays(-1),
    })
    past.assertStatus(422)
    past.assertBodyContains({
      errors: { appointmentOn: 'The appointment cannot be on a day that has passed.' },
    })

    const wrongKind = await api.post(url, {
      status: 'approved',
      resolution: 'refund',
      appointmentOn: isoToday(),
    })
    wrongKind.assertStatus(422)
    assert.property(wrongKind.body().errors, 'resolution')

    // Nothing half-written by the refusals.
    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.status, 'submitted')
    assert.lengthOf(await outboxOf(claim), 0)
    assert.lengthOf(await historyOf('claim', claim.id), 0)

    // Today is fine.
    const today = await api.post(url, {
      status: 'approved',
      resolution: 'repair',
      appointmentOn: isoToday(),
    })
    today.assertStatus(200)
  })

  test('a Vietnamese user reads the refusals in Vietnamese', async ({ client, assert }) => {
    const { staff, claim } = await claimsWorld()
    staff.user.locale = 'vi'
    await staff.user.save()
    const api = adminApi(client, staff.token)
    const url = `${CLAIMS_URL}/${claim.id}/status`
    const bare = await api.post(url, { status: 'approved', appointmentOn: inDays(-3) })
    bare.assertStatus(422)
    assert.deepEqual(bare.body().errors, {
      resolution: 'Chọn sửa chữa hoặc thay mới.',
      appointmentOn: 'Ngày hẹn không được là một ngày đã qua.',
    })
    const resolved = await api.post(url, { status: 'resolved' })
    resolved.assertStatus(409)
    assert.include(resolved.body().message, 'không thể chuyển sang Đã xử lý xong')
  })

  test('moves the workflow does not allow are 409 with what the claim is now, and change nothing', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const url = `${CLAIMS_URL}/${claim.id}/status`

    // Submitted cannot be resolved before a decision.
    const early = await api.post(url, { status: 'resolved' })
    early.assertStatus(409)
    assert.equal(
      early.body().message,
      'This claim is Submitted now, so it cannot move to Resolved (only to In review / Approved / Rejected). Reload it to see the latest.'
    )

    await expectStatus(api.post(url, { status: 'in_review' }), 200)
    // No going back to review twice.
    await expectStatus(api.post(url, { status: 'in_review' }), 409)
    await expectStatus(api.post(url, { status: 'rejected', reason: 'Stone chip damage.' }), 200)
    // A decided claim is not decided again.
    const flip = await api.post(url, {
      status: 'approved',
      resolution: 'repair',
      appointmentOn: inDays(1),
    })
    flip.assertStatus(409)
    await expectStatus(api.post(url, { status: 'resolved' }), 200)

    // Resolved is the end: no status, reply or note.
    await expectStatus(api.post(url, { status: 'in_review' }), 409)
    const reply = await api.post(`${CLAIMS_URL}/${claim.id}/replies`, { body: 'One more thing' })
    reply.assertStatus(409)
    reply.assertBodyContains({
      message: 'This claim is resolved: it is closed and nothing more can be added to it.',
    })
    await expectStatus(api.post(`${CLAIMS_URL}/${claim.id}/notes`, { body: 'Late note' }), 409)

    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.status, 'resolved')
    assert.equal(stored.rejectionReason, 'Stone chip damage.')
    assert.isNull(stored.resolution)
    assert.lengthOf(await outboxOf(claim), 3)
  })

  test('a change whose history entry cannot be written does not happen, and nobody is told', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const restore = breakAuditWrites()
    cleanup(restore)
    const status = await api.post(`${CLAIMS_URL}/${claim.id}/status`, { status: 'in_review' })
    status.assertStatus(500)
    const reply = await api.post(`${CLAIMS_URL}/${claim.id}/replies`, { body: 'Any news?' })
    reply.assertStatus(500)
    restore()
    const stored = await Claim.findOrFail(claim.id)
    assert.equal(stored.status, 'submitted')
    const page = await api.ok<{ data: ClaimPageDto }>(`${CLAIMS_URL}/${claim.id}`)
    assert.deepEqual(
      page.data.events.map((event) => event.kind),
      ['filed']
    )
    assert.lengthOf(await outboxOf(claim), 0)
  })

  test('a status that is not one of the workflow is a 422, not a 409', async ({ client }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    for (const status of ['submitted', 'closed', '', 42]) {
      const response = await api.post(`${CLAIMS_URL}/${claim.id}/status`, { status })
      response.assertStatus(422)
    }
  })
})

test.group('Claims | replies and notes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a reply asks the owner for more: on their timeline, in the history, and messaged to them', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const response = await api.post(`${CLAIMS_URL}/${claim.id}/replies`, {
      body: 'Could you send a photo of the whole rear window, from outside?',
    })
    response.assertStatus(200)
    const body = response.body() as MutationResult<ClaimPageDto>
    assert.equal(body.message, `Your reply on claim ${claim.number} was sent.`)
    const reply = body.data.events.at(-1)!
    assert.equal(reply.kind, 'reply')
    assert.isTrue(reply.visibleToOwner)
    assert.equal(reply.body, 'Could you send a photo of the whole rear window, from outside?')
    // The status stays as it was.
    assert.equal(body.data.status, 'submitted')

    const [message] = await outboxOf(claim)
    const params = typeof message.params === 'string' ? JSON.parse(message.params) : message.params
    assert.equal(params.status, 'submitted')
    assert.equal(params.note, reply.body)

    const [entry] = await historyOf('claim', claim.id)
    assert.equal(entry.action, 'reply')
    assert.deepEqual(entry.changes.reply, { old: null, new: reply.body })
  })

  test('an internal note is on the staff timeline only, and nobody is messaged', async ({
    client,
    assert,
  }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    const response = await api.post(`${CLAIMS_URL}/${claim.id}/notes`, {
      body: 'Same film batch as last month’s claim on the Myvi.',
    })
    response.assertStatus(200)
    const note = (response.body() as MutationResult<ClaimPageDto>).data.events.at(-1)!
    assert.equal(note.kind, 'note')
    assert.isFalse(note.visibleToOwner)
    assert.lengthOf(await outboxOf(claim), 0)
    const [entry] = await historyOf('claim', claim.id)
    assert.equal(entry.action, 'note')
  })

  test('an empty or too long message is refused next to the field', async ({ client, assert }) => {
    const { staff, claim } = await claimsWorld()
    const api = adminApi(client, staff.token)
    for (const path of ['replies', 'notes']) {
      const empty = await api.post(`${CLAIMS_URL}/${claim.id}/${path}`, { body: '' })
      empty.assertStatus(422)
      empty.assertBodyContains({ errors: { body: 'Write the message.' } })
      const long = await api.post(`${CLAIMS_URL}/${claim.id}/${path}`, { body: 'x'.repeat(2001) })
      long.assertStatus(422)
      assert.property(long.body().errors, 'body')
    }
    assert.lengthOf(await historyOf('claim', claim.id), 0)
  })
})
