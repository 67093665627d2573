import { test } from '@japa/runner'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigurationError, resolveAppKey } from '#start/app_key'

test.group('APP_KEY', (group) => {
  let dir: string
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'app-key-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('production refuses to start without one, and says how to make one', ({ assert }) => {
    const keyFile = join(dir, 'app_key')
    assert.throws(
      () => resolveAppKey(undefined, true, keyFile),
      ConfigurationError,
      /APP_KEY is not set.*generate:key/s
    )
    assert.throws(() => resolveAppKey('too-short', true, keyFile), /APP_KEY/)
    assert.isFalse(existsSync(keyFile), 'nothing generated in production')
  })

  test('a configured key is used as it is', ({ assert }) => {
    const key = 'a-configured-secret-of-32-chars!'
    assert.equal(resolveAppKey(key, true, join(dir, 'app_key')), key)
  })

  test('development generates one key on first start and keeps it', ({ assert }) => {
    const keyFile = join(dir, 'nested', 'app_key')
    const first = resolveAppKey(undefined, false, keyFile)
    assert.isAtLeast(first.length, 32)
    assert.equal(readFileSync(keyFile, 'utf8'), first)
    assert.equal(resolveAppKey(undefined, false, keyFile), first)
  })
})
