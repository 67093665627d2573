import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { withCommittedWrites } from '#tests/helpers/database'
import { runAce } from '#tests/helpers/ace'

/**
 * Issue 32, backups: `node ace backup` copies the local disk's claim photos
 * beside the database's backup and `node ace restore` puts them back; on
 * the S3 disk it says the bucket is their backup.
 */
test.group('Owner claims | backups of the photos', (group) => {
  let dir: string
  let uploads: string
  group.each.setup(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tint-photos-'))
    uploads = join(dir, 'uploads')
    const empty = await withCommittedWrites()
    return async () => {
      rmSync(dir, { recursive: true, force: true })
      await empty()
    }
  })

  const put = (key: string, text: string) => {
    const file = join(uploads, key)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }

  test('the local disk: photos copied with the backup, and the restore brings back exactly them', async ({
    assert,
  }) => {
    put('claims/2026-11/aaaa.jpg', 'first photo')
    put('claims/2026-11/bbbb.jpg', 'second photo')
    const file = join(dir, 'shop.backup')
    const backup = await runAce(['backup', '--out', file], { DRIVE_ROOT: uploads })
    assert.equal(backup.code, 0, backup.output)
    assert.include(backup.output, `Claim photos (2 files) copied to ${file}.photos`)
    assert.equal(
      readFileSync(join(`${file}.photos`, 'claims/2026-11/aaaa.jpg'), 'utf8'),
      'first photo'
    )

    // A photo lost, another written after the backup.
    rmSync(join(uploads, 'claims/2026-11/aaaa.jpg'))
    put('claims/2026-12/cccc.jpg', 'after the backup')

    const restore = await runAce(['restore', file], { DRIVE_ROOT: uploads })
    assert.equal(restore.code, 0, restore.output)
    assert.include(restore.output, 'Claim photos restored (2 files)')
    assert.equal(readFileSync(join(uploads, 'claims/2026-11/aaaa.jpg'), 'utf8'), 'first photo')
    assert.equal(readFileSync(join(uploads, 'claims/2026-11/bbbb.jpg'), 'utf8'), 'second photo')
    assert.isFalse(existsSync(join(uploads, 'claims/2026-12/cccc.jpg')))
  }).timeout(120_000)

  test('the S3 disk: the backup says the bucket is the photos’ own backup', async ({ assert }) => {
    const file = join(dir, 'shop.backup')
    const backup = await runAce(['backup', '--out', file], {
      DRIVE_DISK: 's3',
      S3_BUCKET: 'tint-claim-photos',
    })
    assert.equal(backup.code, 0, backup.output)
    assert.include(backup.output, 'Claim photos are in the S3 bucket "tint-claim-photos"')
    assert.isFalse(existsSync(`${file}.photos`))
  }).timeout(120_000)
})
