import type { SmsSettings } from '#config/messaging'
import type { Delivery, MessageChannel, SendResult } from '#messaging/channels/channel'
import { requestJson } from '#messaging/channels/http'

/** `{to}`, `{text}` and `{key}` in every string of the body template, filled as text (never as JSON). */
function fill(template: unknown, values: Record<string, string>): unknown {
  if (typeof template === 'string') {
    return template.replace(/\{(to|text|key)\}/g, (_, name: string) => values[name])
  }
  if (Array.isArray(template)) return template.map((item) => fill(item, values))
  if (template && typeof template === 'object') {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, fill(value, values)])
    )
  }
  return template
}

/** The id a provider's answer may hold, under the names providers commonly use. */
function providerId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  for (const name of ['id', 'message_id', 'messageId', 'sid']) {
    const value = record[name]
    if (typeof value === 'string' || typeof value === 'number') return String(value)
  }
  return null
}

/**
 * SMS through any HTTP provider: `SMS_URL` with `SMS_METHOD`, the secret in
 * `SMS_AUTH_HEADER: SMS_AUTH_VALUE`, and the JSON body `SMS_BODY_TEMPLATE`
 * with `{to}` (E.164), `{text}` and optionally `{key}` filled in. The
 * idempotency key also goes as an `Idempotency-Key` header, which providers
 * that support one use to deduplicate.
 */
export class SmsChannel implements MessageChannel {
  readonly name = 'sms' as const

  constructor(private settings: SmsSettings) {}

  async send(delivery: Delivery, signal: AbortSignal): Promise<SendResult> {
    const { settings } = this
    const headers: Record<string, string> = { 'idempotency-key': delivery.idempotencyKey }
    if (settings.authValue) headers[settings.authHeader] = settings.authValue
    const body = fill(settings.body, {
      to: delivery.to,
      text: delivery.rendered.text,
      key: delivery.idempotencyKey,
    })
    const answer = await requestJson(settings.url, {
      method: settings.method,
      headers,
      body,
      signal,
    })
    return { providerRef: providerId(answer.body) }
  }
}
