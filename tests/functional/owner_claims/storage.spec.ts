import { test } from '@japa/runner'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver'
import sharp from 'sharp'
import { DateTime } from 'luxon'
import ClaimFilingService from '#services/claim_filing_service'
import { preparePhoto } from '#services/claim_photos'
import { freePort } from '#tests/helpers/shared_stores'
import { hasGpsInfo, jpegWithGps, ownerWorld, smallPng } from '#tests/helpers/owner_claims'

/**
 * Issue 32, photos in real storage: the S3-compatible disk (DRIVE_DISK=s3)
 * against a real S3 server the test starts (s3rver), and the local disk.
 * The disk is built with the options config/drive.ts gives its `s3` service.
 */
const BUCKET = 'claim-photos'
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

function filing(
  saleId: number,
  itemIds: number[],
  photos: Awaited<ReturnType<typeof preparePhoto>>[],
  disk?: Disk
) {
  return ClaimFilingService.file({
    saleId,
    payload: {
      windows: itemIds,
      problem: 'fading',
      noticedOn: DateTime.now().toISODate()!,
      description: 'The rear side film turned purple in the sun.',
      contactChannel: 'phone',
    },
    photos,
    locale: 'vi',
    actor: { user: null, ip: '127.0.0.1' },
    statusLink: (token) => `http://localhost/vi/e-warranty/claims/${token}`,
    disk,
  })
}

test.group('Owner claims | photo storage', (group) => {
  let server: { run: () => Promise<unknown>; close: () => Promise<void> }
  let directory: string
  let endpoint: string
  let disk: Disk

  group.setup(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'))
    const port = await freePort()
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    await server.run()
    endpoint = `http://127.0.0.1:${port}`
    disk = new Disk(
      new S3Driver({
        credentials: CREDENTIALS,
        endpoint,
        region: 'us-east-1',
        bucket: BUCKET,
        forcePathStyle: true,
        visibility: 'private',
      })
    )
    return async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function bucketKeys() {
    const client = new S3Client({
      credentials: CREDENTIALS,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    client.destroy()
    return (listed.Contents ?? []).map((object) => object.Key!)
  }

  test('on the S3 disk: the photos land in the bucket under their keys, re-encoded without EXIF', async ({
    assert,
  }) => {
    const { sale, itemIds } = await ownerWorld()
    const photos = [
      await preparePhoto(await jpegWithGps(), 1),
      await preparePhoto(await smallPng(), 2),
    ]
    const { claim } = await filing(sale.id, itemIds, photos, disk)

    const rows = await db.from('claim_photos').where('claim_id', claim.id).orderBy('id')
    const keys = rows.map((row) => row.storage_key as string)
    assert.sameMembers(await bucketKeys(), keys)
    const stored = Buffer.from(await disk.getBytes(keys[0]))
    const meta = await sharp(stored).metadata()
    assert.equal(meta.format, 'jpeg')
    assert.isFalse(hasGpsInfo(meta.exif))
    assert.isUndefined(meta.exif)
    assert.equal(Math.max(meta.width!, meta.height!), 2048)
    const object = await disk.getMetaData(keys[0])
    assert.equal(object.contentType, 'image/jpeg')
  })

  test('on the S3 disk: a filing that fails removes the photos it wrote to the bucket', async ({
    assert,
  }) => {
    const { sale, itemIds } = await ownerWorld()
    await db.from('sales').where('id', sale.id).update({ status: 'void' })
    const before = await bucketKeys()
    const photo = await preparePhoto(await smallPng(), 1)
    await assert.rejects(
      () => filing(sale.id, itemIds, [photo, photo], disk),
      'Claim refused: void'
    )
    assert.deepEqual(await bucketKeys(), before)
    const [claims] = await db.from('claims').count('* as n')
    assert.equal(Number(claims.n), 0)
  })

  test('on the local disk (the default): private files under the configured folder', async ({
    assert,
  }) => {
    assert.equal(drive.use().driver.constructor.name, 'FSDriver')
    const { sale, itemIds } = await ownerWorld()
    const { claim } = await filing(sale.id, itemIds, [await preparePhoto(await smallPng(), 1)])
    const [row] = await db.from('claim_photos').where('claim_id', claim.id)
    const file = app.makePath('tmp/test-uploads', row.storage_key)
    assert.isTrue(existsSync(file))
    const meta = await sharp(file).metadata()
    assert.equal(meta.format, 'jpeg')
    await drive.use().delete(row.storage_key)
  })
})
