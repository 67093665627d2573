import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** A setting the server cannot start without; printed as a plain sentence, not a stack. */
export class ConfigurationError extends Error {
  name = 'ConfigurationError'
}

/**
 * Returns the APP_KEY to use. Production must configure it explicitly: a key
 * generated on the fly would change on every deploy and log everyone out.
 * Elsewhere a random key is generated once and kept in a git-ignored file.
 */
export function resolveAppKey(
  configured: string | undefined,
  inProduction: boolean,
  keyFile: string
) {
  if (configured && configured.length >= 16) return configured
  if (inProduction) {
    throw new ConfigurationError(
      'APP_KEY is not set (or shorter than 16 characters). Production needs a stable secret to ' +
        'encrypt cookies and sign tokens: generate one with "node ace generate:key --show" and set ' +
        'APP_KEY in the environment or in .env.'
    )
  }
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim()
  const key = randomBytes(32).toString('base64url')
  mkdirSync(dirname(keyFile), { recursive: true })
  writeFileSync(keyFile, key, { mode: 0o600 })
  return key
}
