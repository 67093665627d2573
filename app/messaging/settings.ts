/**
 * Parsing of the messaging variables, shared by start/env.ts (which refuses
 * a malformed value at start) and config/messaging.ts. Pure: no env, no app.
 */
import { MESSAGE_TEMPLATES, type MessageTemplate } from '#dtos/messaging'

/**
 * `one_time_code=231045,claim_filed=231046,claim_status=231047`: the
 * provider's own template (Zalo ZNS id, WhatsApp name) for each of ours.
 * Throws on an unknown template or a missing one.
 */
export function parseTemplateMap(value: string): Record<MessageTemplate, string> {
  const entries = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [name, id] = pair.split('=').map((part) => part.trim())
      if (!(MESSAGE_TEMPLATES as readonly string[]).includes(name) || !id) {
        throw new Error(`"${pair}" is not <template>=<provider template>`)
      }
      return [name, id] as const
    })
  const map = Object.fromEntries(entries) as Record<MessageTemplate, string>
  const missing = MESSAGE_TEMPLATES.filter((name) => !map[name])
  if (missing.length) throw new Error(`no provider template for ${missing.join(', ')}`)
  return map
}

/**
 * The SMS provider's JSON body with `{to}`, `{text}` (and optionally
 * `{key}`, the idempotency key) in its string values. Throws unless it is
 * a JSON object that uses `{to}` and `{text}`.
 */
export function parseBodyTemplate(value: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new Error('is not JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('is not a JSON object')
  }
  for (const placeholder of ['{to}', '{text}']) {
    if (!value.includes(placeholder)) throw new Error(`does not use ${placeholder}`)
  }
  return parsed as Record<string, unknown>
}

/** Checks for start/env.ts: the value, or an error naming the variable. */
export function checked<T>(parse: (value: string) => T) {
  return (name: string, value?: string) => {
    if (value === undefined || value === '') return undefined
    try {
      parse(value)
    } catch (error) {
      throw new Error(`Invalid ${name}: ${(error as Error).message}`)
    }
    return value
  }
}
