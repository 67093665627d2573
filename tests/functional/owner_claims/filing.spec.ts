import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { DateTime } from 'luxon'
import ClaimPhoto from '#models/claim_photo'
import ClaimFilingService from '#services/claim_filing_service'
import { heicDecodingStats, heicLimits, preparePhoto } from '#services/claim_photos'
import { accessTokenHash } from '#queries/owner_claim_query'
import { inertiaPageOf } from '#tests/helpers/html'
import {
  claimFields,
  claimsUrl,
  fileClaim,
  hasGpsInfo,
  heicPhoto,
  jpegWithGps,
  ownerWorld,
  smallPng,
  verifiedOwner,
} from '#tests/helpers/owner_claims'
import type { PublicClaimDto } from '#dtos/claim'
import { OWNER_PROOF_COOKIE } from '#dtos/owner_claim'

/**
 * Issue 32, filing: a claim of a verified owner on an active warranty,
 * all or nothing, with photos checked by their bytes and stripped of their
 * metadata; every refusal says why and writes nothing.
 */
async function rows(query: ReturnType<typeof db.from>) {
  const [row] = await query.count('* as n')
  return Number(row.n)
}

async function written() {
  const count = (table: string) => rows(db.from(table))
  const listed = await drive.use().listAll('claims', { recursive: true })
  return {
    claims: await count('claims'),
    windows: await count('claim_windows'),
    photos: await count('claim_photos'),
    events: await count('claim_events'),
    filedMessages: await rows(db.from('outbox_messages').where('template', 'claim_filed')),
    files: [...listed.objects].length,
  }
}

test.group('Owner claims | filing', (group) => {
  group.each.setup(async () => {
    await drive.use().deleteAll('claims')
    return testUtils.db().withGlobalTransaction()
  })

  test('a verified owner files a claim with two photos: one commit, its number, the link sent', async ({
    client,
    assert,
  }) => {
    const { code, itemIds, sale, staff } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const photos = [
      { name: 'IMG_0001.JPG', data: await jpegWithGps() },
      { name: 'screenshot.png', data: await smallPng() },
    ]
    // What the phone sent carries its position.
    const sent = await sharp(photos[0].data).metadata()
    assert.equal(sent.orientation, 6)
    assert.isTrue(hasGpsInfo(sent.exif))

    const filed = await fileClaim(client, code, proof, claimFields(itemIds), photos)
    filed.assertStatus(201)
    const { number, statusUrl } = filed.body()
    assert.match(number, /^CL-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    assert.match(statusUrl, /^\/e-warranty\/claims\/[A-Za-z0-9_-]{43}$/)

    const claim = await db.from('claims').where('number', number).firstOrFail()
    assert.equal(claim.sale_id, sale.id)
    assert.equal(claim.dealer_id, staff.user.dealerId)
    assert.equal(claim.status, 'submitted')
    assert.equal(claim.problem, 'bubbling')
    assert.equal(claim.locale, 'en')
    // Only the link token's hash is kept.
    const token = statusUrl.split('/').at(-1)
    assert.equal(claim.access_token_hash, accessTokenHash(token))
    assert.notInclude(JSON.stringify(claim), token)

    const windows = await db.from('claim_windows').where('claim_id', claim.id)
    assert.sameMembers(
      windows.map((row) => Number(row.sale_item_id)),
      itemIds
    )
    const events = await db.from('claim_events').where('claim_id', claim.id)
    assert.lengthOf(events, 1)
    assert.include(events[0], { kind: 'filed', to_status: 'submitted' })
    const audit = await db.from('audit_logs').where({ record_type: 'claim', record_id: claim.id })
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].action, 'create')
    assert.isNull(audit[0].actor_id)

    const [message] = await db.from('outbox_messages').where('template', 'claim_filed')
    const params = typeof message.params === 'string' ? JSON.parse(message.params) : message.params
    assert.equal(message.recipient, sale.customerPhone)
    assert.equal(params.claimNumber, number)
    assert.match(params.link, new RegExp(`^https?://[^/]+${statusUrl}$`))

    // The photos: re-encoded JPEGs, upright, at most 2048 px, no metadata at all.
    const stored = await ClaimPhoto.query().where('claim_id', claim.id).orderBy('id')
    assert.lengthOf(stored, 2)
    const first = Buffer.from(await drive.use().getBytes(stored[0].storageKey))
    const meta = await sharp(first).metadata()
    assert.equal(meta.format, 'jpeg')
    // 3000 × 2000 taken with orientation 6 (turned a quarter): upright it is 1365 × 2048.
    assert.equal(meta.height, 2048)
    assert.equal(meta.width, 1365)
    assert.isUndefined(meta.exif)
    assert.isFalse(hasGpsInfo(meta.exif))
    assert.isUndefined(meta.orientation)
    assert.notInclude(first.toString('latin1'), 'PhoneMaker')
    assert.equal(stored[0].width, 1365)
    assert.equal(stored[0].contentType, 'image/jpeg')
    // Keys nobody can guess: 128 random bits, no name from the upload.
    assert.match(stored[0].storageKey, /^claims\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/)
    assert.notInclude(stored[1].storageKey, 'screenshot')
  })

  test('the private link shows the status, the history and the dealer’s replies, never internal notes or staff names', async ({
    client,
    assert,
  }) => {
    const { code, itemIds, staff } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const filed = await fileClaim(client, code, proof, claimFields([itemIds[0]]), [
      { name: 'a.png', data: await smallPng() },
    ])
    filed.assertStatus(201)
    const claim = await db.from('claims').where('number', filed.body().number).firstOrFail()
    const now = DateTime.utc().toSQL({ includeOffset: false })
    await db.table('claim_events').multiInsert([
      {
        claim_id: claim.id,
        kind: 'note',
        body: 'Customer sounded annoyed, check the install photos first.',
        visible_to_owner: false,
        user_id: staff.user.id,
        created_at: now,
      },
      {
        claim_id: claim.id,
        kind: 'status',
        from_status: 'submitted',
        to_status: 'in_review',
        body: null,
        visible_to_owner: true,
        user_id: staff.user.id,
        created_at: now,
      },
      {
        claim_id: claim.id,
        kind: 'reply',
        body: 'Please bring the car in on Monday morning.',
        visible_to_owner: true,
        user_id: staff.user.id,
        created_at: now,
      },
    ])
    await db.from('claims').where('id', claim.id).update({ status: 'in_review' })

    const page = await client.get(filed.body().statusUrl)
    page.assertStatus(200)
    assert.equal(page.header('cache-control'), 'no-store')
    const props = inertiaPageOf(page.text()).props as { claim: PublicClaimDto }
    assert.equal(props.claim.status, 'in_review')
    assert.equal(props.claim.photoCount, 1)
    assert.deepEqual(
      props.claim.events.map((event) => event.kind),
      ['filed', 'status', 'reply']
    )
    for (const text of [page.text(), JSON.stringify(props)]) {
      assert.notInclude(text, 'sounded annoyed')
      assert.notInclude(text, staff.user.username)
      assert.notInclude(text, staff.user.fullName ?? staff.user.username)
    }
    const api = await client.get(`/api/public/claims/${filed.body().statusUrl.split('/').at(-1)}`)
    api.assertStatus(200)
    assert.deepEqual(api.body(), props.claim)

    // A token that opens nothing is the 404 page, not a hint.
    const wrong = await client.get(`/e-warranty/claims/${'A'.repeat(43)}`)
    wrong.assertStatus(404)
  })

  test('"See my claims" needs a fresh code: then the warranty’s claims, newest first', async ({
    client,
    assert,
  }) => {
    const { code, itemIds } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    for (const problem of ['peeling', 'scratches']) {
      const filed = await fileClaim(client, code, proof, claimFields(itemIds, { problem }))
      filed.assertStatus(201)
    }
    const lookup = await client.get('/e-warranty').qs({ code })
    const [result] = inertiaPageOf(lookup.text()).props.results as { claimCount: number }[]
    assert.equal(result.claimCount, 2)

    const locked = await client.get(`/e-warranty/${code}/claims`)
    assert.isNull(inertiaPageOf(locked.text()).props.claims)
    const refused = await client.get(claimsUrl(code))
    refused.assertStatus(403)

    const viewer = await verifiedOwner(client, code, 'view_claims')
    const open = await client
      .get(`/vi/e-warranty/${code}/claims`)
      .withEncryptedCookie(OWNER_PROOF_COOKIE, viewer)
    const claims = inertiaPageOf(open.text()).props.claims as PublicClaimDto[]
    assert.deepEqual(
      claims.map((claim) => claim.problem),
      ['scratches', 'peeling']
    )
  })

  test('refusals write nothing: unverified, void, expired, a window of another sale', async ({
    client,
    assert,
  }) => {
    const { code, itemIds, sale } = await ownerWorld()
    const other = await ownerWorld()
    const photo = [{ name: 'a.png', data: await smallPng() }]

    const unverified = await fileClaim(client, code, null, claimFields(itemIds), photo)
    unverified.assertStatus(403)
    assert.include(unverified.body().message, "Confirm it's you first")

    const proof = await verifiedOwner(client, code)
    const foreign = await fileClaim(
      client,
      code,
      proof,
      claimFields([itemIds[0], other.itemIds[0]]),
      photo
    )
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors.windows, 'Choose only windows of this warranty.')

    // Another sale's proof opens nothing here.
    const otherProof = await verifiedOwner(client, other.code)
    const crossed = await fileClaim(client, code, otherProof, claimFields(itemIds), photo)
    crossed.assertStatus(403)

    await db.from('sales').where('id', sale.id).update({ status: 'void' })
    const voided = await fileClaim(client, code, proof, claimFields(itemIds), photo, 'vi')
    voided.assertStatus(409)
    assert.equal(
      voided.body().message,
      'Bảo hành này đã bị hủy nên không nhận yêu cầu. Vui lòng liên hệ đại lý đã lắp đặt phim.'
    )
    await db
      .from('sales')
      .where('id', sale.id)
      .update({ status: 'active', expires_at: DateTime.now().minus({ days: 1 }).toISODate() })
    const expired = await fileClaim(client, code, proof, claimFields(itemIds), photo)
    expired.assertStatus(409)
    assert.include(expired.body().message, 'This warranty has expired')

    // The form of a void or expired warranty offers no claim either.
    const page = await client.get(`/e-warranty/${code}/claim`)
    assert.equal(inertiaPageOf(page.text()).props.refusal, 'expired')

    assert.deepEqual(await written(), {
      claims: 0,
      windows: 0,
      photos: 0,
      events: 0,
      filedMessages: 0,
      files: 0,
    })
  })

  test('an iPhone’s HEIC is accepted: kept as an upright JPEG of its size, its GPS position gone', async ({
    client,
    assert,
  }) => {
    const { code, itemIds } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const heic = await heicPhoto()
    // What the phone sent: HEVC (which libvips cannot decode) with the phone's position in its EXIF.
    const sent = await sharp(heic).metadata()
    assert.equal(sent.format, 'heif')
    assert.equal(sent.compression, 'hevc')
    assert.isTrue(hasGpsInfo(sent.exif))

    const filed = await fileClaim(client, code, proof, claimFields(itemIds), [
      { name: 'IMG_4821.HEIC', data: heic },
    ])
    filed.assertStatus(201)

    const claim = await db.from('claims').where('number', filed.body().number).firstOrFail()
    const [stored] = await ClaimPhoto.query().where('claim_id', claim.id)
    const kept = Buffer.from(await drive.use().getBytes(stored.storageKey))
    const meta = await sharp(kept).metadata()
    assert.equal(meta.format, 'jpeg')
    assert.deepInclude(meta, { width: 400, height: 300 })
    assert.deepEqual([stored.width, stored.height, stored.contentType], [400, 300, 'image/jpeg'])
    assert.isUndefined(meta.exif)
    assert.isUndefined(meta.orientation)
    assert.notInclude(kept.toString('latin1'), 'PhoneMaker')

    // The picture itself, the right way up: red top left, green top right, dark at the bottom.
    const colourAt = async (left: number, top: number) => {
      const pixel = await sharp(kept).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()
      return [...pixel]
    }
    const [red, green, dark] = await Promise.all([
      colourAt(100, 90),
      colourAt(280, 110),
      colourAt(200, 250),
    ])
    assert.isAbove(red[0], 180)
    assert.isBelow(red[1], 90)
    assert.isAbove(green[1], 120)
    assert.isBelow(green[0], 80)
    assert.isBelow(Math.max(...dark), 110)
  })

  test('HEICs are decoded beside the server, two at a time; one that takes too long is unreadable, not a 5xx', async ({
    client,
    assert,
  }) => {
    const { code, itemIds } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const heic = await heicPhoto()
    // Six at once queue for the two decoding slots and all come out.
    heicDecodingStats.peak = 0
    const photos = await Promise.all(
      Array.from({ length: 6 }, (_, index) => preparePhoto(heic, index + 1))
    )
    assert.deepEqual(
      photos.map((photo) => [photo.width, photo.height]),
      Array.from({ length: 6 }, () => [400, 300])
    )
    assert.equal(heicDecodingStats.peak, heicLimits.concurrent)

    const timeout = heicLimits.timeoutMs
    heicLimits.timeoutMs = 1
    try {
      const slow = await fileClaim(client, code, proof, claimFields(itemIds), [
        { name: 'IMG_2.HEIC', data: heic },
      ])
      slow.assertStatus(422)
      assert.equal(
        slow.body().errors.photos,
        'Photo 1 could not be read. Take it again or choose another one.'
      )
    } finally {
      heicLimits.timeoutMs = timeout
    }
    // The slots were given back: the next HEIC is decoded as usual.
    const filed = await fileClaim(client, code, proof, claimFields(itemIds), [
      { name: 'IMG_3.HEIC', data: heic },
    ])
    filed.assertStatus(201)
  })

  test('photos: too many, a text file named .jpg, too large, a damaged HEIC — 422 next to the photos field, nothing written', async ({
    client,
    assert,
  }) => {
    const { code, itemIds } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const png = await smallPng()
    const fields = claimFields(itemIds)

    const many = await fileClaim(
      client,
      code,
      proof,
      fields,
      Array.from({ length: 7 }, (_, index) => ({ name: `p${index}.png`, data: png }))
    )
    many.assertStatus(422)
    assert.equal(many.body().errors.photos, 'At most 6 photos.')

    const text = await fileClaim(client, code, proof, fields, [
      { name: 'good.png', data: png },
      { name: 'holiday.jpg', data: Buffer.from('not a picture at all, just text\n'.repeat(20)) },
    ])
    text.assertStatus(422)
    assert.equal(
      text.body().errors.photos,
      'Photo 2 is not a picture we can read. Send JPEG, PNG, WebP or HEIC photos.'
    )

    const large = await fileClaim(
      client,
      code,
      proof,
      fields,
      [
        {
          name: 'huge.jpg',
          data: Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(12 * 1024 * 1024)]),
        },
      ],
      'vi'
    )
    large.assertStatus(422)
    assert.equal(large.body().errors.photos, 'Ảnh 1 lớn hơn 12 MB.')

    // An iPhone's HEIC cut short (an upload that stopped half-way): not readable, in both languages.
    const heic = await heicPhoto()
    const cut = heic.subarray(0, Math.floor(heic.length / 2))
    for (const [locale, message] of [
      ['en', 'Photo 2 could not be read. Take it again or choose another one.'],
      ['vi', 'Không đọc được ảnh 2. Hãy chụp lại hoặc chọn ảnh khác.'],
    ]) {
      const damaged = await fileClaim(
        client,
        code,
        proof,
        fields,
        [
          { name: 'IMG_1.HEIC', data: heic },
          { name: 'IMG_2.HEIC', data: cut },
        ],
        locale
      )
      damaged.assertStatus(422)
      assert.equal(damaged.body().errors.photos, message)
    }

    assert.deepEqual(await written(), {
      claims: 0,
      windows: 0,
      photos: 0,
      events: 0,
      filedMessages: 0,
      files: 0,
    })
  })

  test('the form’s fields: each wrong one gets its message, in the page’s language', async ({
    client,
    assert,
  }) => {
    const { code, itemIds } = await ownerWorld()
    const proof = await verifiedOwner(client, code)
    const tomorrow = DateTime.now().plus({ days: 1 }).toFormat('dd/MM/yyyy')
    const wrong = await fileClaim(
      client,
      code,
      proof,
      claimFields([], {
        problem: 'melting',
        noticedOn: tomorrow,
        description: 'short',
        contactChannel: 'email',
      }),
      [],
      'vi'
    )
    wrong.assertStatus(422)
    assert.deepEqual(wrong.body().errors, {
      windows: 'Chọn các kính bị lỗi.',
      problem: 'Chọn lỗi của phim.',
      noticedOn: 'Ngày không được ở tương lai.',
      description: 'Mô tả lỗi ít nhất 10 ký tự.',
      contactEmail: 'Nhập địa chỉ e-mail để chúng tôi liên hệ.',
    })

    const early = await fileClaim(
      client,
      code,
      proof,
      claimFields(itemIds, { noticedOn: DateTime.now().minus({ days: 90 }).toFormat('dd/MM/yyyy') })
    )
    early.assertStatus(422)
    assert.match(
      early.body().errors.noticedOn,
      /^The day cannot be before the installation \(\d{2}\/\d{2}\/\d{4}\)\.$/
    )

    const byEmail = await fileClaim(
      client,
      code,
      proof,
      claimFields(itemIds, { contactChannel: 'email', contactEmail: 'Owner@Example.com' })
    )
    byEmail.assertStatus(201)
    const [message] = await db.from('outbox_messages').where('template', 'claim_filed')
    assert.equal(message.recipient, 'owner@example.com')
  })

  test('a filing that fails after its photos were written removes them (a void racing the filing)', async ({
    assert,
  }) => {
    const { sale, itemIds } = await ownerWorld()
    // Voided between the route's check and the transaction: the service reads it again, locked.
    await db.from('sales').where('id', sale.id).update({ status: 'void' })
    const photo = await preparePhoto(await smallPng(), 1)
    await assert.rejects(
      () =>
        ClaimFilingService.file({
          saleId: sale.id,
          payload: {
            windows: itemIds,
            problem: 'peeling',
            noticedOn: DateTime.now().toISODate()!,
            description: 'Peeling at the corner of the windshield.',
            contactChannel: 'phone',
          },
          photos: [photo, photo],
          locale: 'en',
          actor: { user: null, ip: '127.0.0.1' },
          statusLink: (token) => `http://localhost/e-warranty/claims/${token}`,
        }),
      'Claim refused: void'
    )
    assert.deepEqual(await written(), {
      claims: 0,
      windows: 0,
      photos: 0,
      events: 0,
      filedMessages: 0,
      files: 0,
    })
  })

  test('the lookup offers "Report a problem" on an active warranty only, "See my claims" once there are claims', async ({
    client,
    assert,
  }) => {
    const { code, sale, itemIds } = await ownerWorld()
    const report = `href="/e-warranty/${code}/claim"`
    const list = `href="/e-warranty/${code}/claims"`
    const active = await client.get('/e-warranty').qs({ code })
    assert.include(active.text(), report)
    assert.notInclude(active.text(), list)

    const proof = await verifiedOwner(client, code)
    const filed = await fileClaim(client, code, proof, claimFields(itemIds))
    filed.assertStatus(201)
    const withClaim = await client.get('/vi/e-warranty').qs({ code })
    assert.include(withClaim.text(), `href="/vi/e-warranty/${code}/claim"`)
    assert.include(withClaim.text(), `href="/vi/e-warranty/${code}/claims"`)

    await db.from('sales').where('id', sale.id).update({ status: 'void' })
    const voided = await client.get('/e-warranty').qs({ code })
    assert.notInclude(voided.text(), report)
    assert.include(voided.text(), list)

    await db
      .from('sales')
      .where('id', sale.id)
      .update({ status: 'active', expires_at: DateTime.now().minus({ days: 1 }).toISODate() })
    const expired = await client.get('/e-warranty').qs({ code })
    assert.notInclude(expired.text(), report)
  })
})
