import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error plain JavaScript module shared with the start script, no types
import { nodeVersionVerdict } from '../../../scripts/require_node.js'

/*
 * better-sqlite3 12 built against Node 24.19+ aborted the whole process
 * (`Assertion failed: (env) != nullptr`, from `Statement::~Statement()`) when a
 * prepared statement was collected by a GC that V8 ran as a task between two
 * turns of the event loop — as during the demo seed. This runs that pattern
 * (garbage statements, a growing heap, the loop turning) in a child process
 * under the very Node running the tests, so an abort shows as a signal instead
 * of killing the runner. With better-sqlite3 12 on Node 24.21 it aborted in
 * 10 runs of 10, within 50 ms.
 */
const STRESS = `
const Database = require('better-sqlite3')
const db = new Database(process.argv.at(-1))
db.pragma('journal_mode = WAL')
const turn = () => new Promise((resolve) => setTimeout(resolve, 1))
const retained = []
let statements = 0
async function main() {
  for (let round = 0; round < 400; round++) {
    for (let i = 0; i < 100; i++, statements++) {
      db.prepare('SELECT ? AS v, ' + (i % 7) + ' AS k').get('x' + i)
    }
    retained.push(Array.from({ length: 5000 }, (_, i) => ({ i, s: 'row ' + i })))
    if (retained.length > 60) retained.shift()
    if (round % 100 === 0) globalThis.gc()
    await turn()
  }
  db.close()
  globalThis.gc()
  process.stdout.write('statements ' + statements)
}
main()
`

test.group('Node.js runtime', (group) => {
  let dir: string
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-gc-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('the embedded database survives 40,000 statements collected by the GC between event-loop turns', ({
    assert,
  }) => {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '-e', STRESS, join(dir, 'stress.sqlite3')],
      { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 }
    )
    assert.isNull(child.signal, `aborted with ${child.signal}: ${child.stderr}`)
    assert.equal(child.status, 0, child.stderr)
    assert.equal(child.stdout, 'statements 40000')
    assert.notInclude(child.stderr, 'Assertion failed')
  }).timeout(90_000)

  test('Node 22 (22.13+) and 24 run silently; older lines stop with one sentence', ({ assert }) => {
    assert.deepEqual(nodeVersionVerdict('24.21.0'), {})
    assert.deepEqual(nodeVersionVerdict('22.23.3'), {})
    assert.deepEqual(nodeVersionVerdict('22.13.0'), {})
    assert.equal(
      nodeVersionVerdict('20.20.2').stop,
      'This project needs Node.js 22 (22.13 or later) or 24; you have 20.20.2: ' +
        'install one with nvm, fnm, Volta or from https://nodejs.org (see the README).'
    )
    assert.match(nodeVersionVerdict('22.12.0').stop, /you have 22\.12\.0/)
    assert.match(nodeVersionVerdict('26.1.0').note, /tested on .*you have 26\.1\.0/)
  })

  test('an older Node stops `node ace` before loading anything', ({ assert }) => {
    // Runs the check as an older Node would see it, by faking the version the script reads.
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `Object.defineProperty(process.versions, 'node', { value: '20.20.2' }); await import('./ace.js')`,
      ],
      { cwd: process.cwd(), encoding: 'utf8', timeout: 30_000 }
    )
    assert.equal(child.status, 1)
    assert.equal(child.stdout, '')
    assert.match(child.stderr, /^This project needs Node\.js 22 .*you have 20\.20\.2: install one/)
    assert.equal(child.stderr.trim().split('\n').length, 1, 'one line, no stack trace')
  }).timeout(40_000)
})
