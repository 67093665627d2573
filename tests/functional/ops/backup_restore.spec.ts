import { test } from '@japa/runner'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { TEST_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { withCommittedWrites } from '#tests/helpers/database'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { runAce } from '#tests/helpers/ace'

const LOGIN = '/api/admin/auth/login'

/** Everything a restore must bring back, row for row. */
async function snapshot() {
  const rows = async (table: string) => db.from(table).orderBy('id')
  return {
    sales: await rows('sales'),
    saleItems: await rows('sale_items'),
    users: await rows('users'),
    dealers: await rows('dealers'),
    products: await rows('products'),
  }
}

test.group('Operations | backup and restore', (group) => {
  let dir: string
  group.each.setup(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tint-backup-'))
    const empty = await withCommittedWrites()
    return async () => {
      rmSync(dir, { recursive: true, force: true })
      await empty()
    }
  })

  test('a backup taken, data changed, restored: the data is back exactly and users sign in', async ({
    client,
    assert,
  }) => {
    const { admin, staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear, {
      items: [
        { position: 'windshield', product: films.clear },
        { position: 'rear_windshield', product: films.dark },
      ],
    })
    const before = await snapshot()
    assert.lengthOf(before.saleItems, 2)

    const file = join(dir, 'shop.backup')
    const backup = await runAce(['backup', '--out', file])
    assert.equal(backup.code, 0, backup.output)
    assert.include(backup.output, `Backup written to ${file}`)

    // Everything an operator might regret: a sale gone, a customer renamed, a new account, a password.
    await db.from('sale_items').where('sale_id', sale.id).delete()
    await db.from('sales').where('id', sale.id).delete()
    await db.from('dealers').update({ name: 'Renamed after the backup' })
    const intruder = await UserFactory.apply('admin').create()
    const adminUser = await User.findOrFail(admin.user.id)
    adminUser.password = 'a-different-password-now'
    await adminUser.save()
    assert.notDeepEqual(await snapshot(), before)

    const restore = await runAce(['restore', file])
    assert.equal(restore.code, 0, restore.output)
    assert.include(restore.output, `Database restored from ${file}`)

    assert.deepEqual(await snapshot(), before)

    const signIn = (username: string, password: string) =>
      client.post(LOGIN).json({ username, password }).withCsrfToken()
    const admitted = await signIn(admin.user.username, TEST_PASSWORD)
    admitted.assertStatus(200)
    const staffAdmitted = await signIn(staff.user.username, TEST_PASSWORD)
    staffAdmitted.assertStatus(200)
    const refused = await signIn(intruder.username, TEST_PASSWORD)
    refused.assertStatus(422)
  }).timeout(120_000)

  test('a missing or foreign file is refused in one sentence, and nothing changes', async ({
    assert,
  }) => {
    await salesWorld()
    const before = await snapshot()

    const foreign = join(dir, 'notes.txt')
    writeFileSync(foreign, 'not a database at all')
    // Three refusals that change nothing: run side by side, as three operators could.
    const [missing, refused, nothingToBackUp] = await Promise.all([
      runAce(['restore', join(dir, 'nothing-here.dump')]),
      runAce(['restore', foreign]),
      runAce(['backup'], {
        DB_CONNECTION: 'sqlite',
        SQLITE_FILE: join(dir, 'never-created.sqlite3'),
      }),
    ])
    assert.equal(missing.code, 1)
    assert.include(missing.output, 'There is no backup file at')
    assert.equal(refused.code, 1)
    assert.match(refused.output, /is not a backup of this application|pg_restore failed/)
    assert.equal(nothingToBackUp.code, 1)
    assert.include(nothingToBackUp.output, 'There is no SQLite database at')

    for (const output of [missing.output, refused.output, nothingToBackUp.output]) {
      assert.notMatch(output, /\n\s+at .+:\d+:\d+/, 'no stack trace')
    }
    assert.deepEqual(await snapshot(), before)
  }).timeout(120_000)

  test('PostgreSQL backups say what to install when pg_dump is missing; SQLite needs nothing', async ({
    assert,
  }) => {
    // A PATH with no tools on it: pg_dump cannot be found (node itself is started by its full path).
    const file = join(dir, 'no-tools.backup')
    const result = await runAce(['backup', '--out', file], { PATH: dir })
    if (db.getRawConnection(db.primaryConnectionName)!.config.client === 'pg') {
      assert.equal(result.code, 1)
      assert.include(result.output, 'pg_dump is not installed: install the PostgreSQL client tools')
      assert.notMatch(result.output, /\n\s+at .+:\d+:\d+/)
    } else {
      assert.equal(result.code, 0, result.output)
      assert.include(result.output, `Backup written to ${file}`)
    }
  }).timeout(120_000)
})
