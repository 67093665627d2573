import { createHash } from 'node:crypto'
import type { ZaloSettings } from '#config/messaging'
import type { Delivery, MessageChannel, SendResult } from '#messaging/channels/channel'
import { excerpt, internationalDigits, requestJson } from '#messaging/channels/http'
import { templateValues } from '#messaging/channels/template_values'

/** The longest `tracking_id` sent as is; a longer key is sent as a digest of itself. */
const TRACKING_ID_MAX = 48

/** The same key always gives the same tracking id, short enough for the API. */
export function trackingId(key: string) {
  if (key.length <= TRACKING_ID_MAX) return key
  return `h_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`
}

/**
 * Zalo Notification Service (ZNS), the template message API of a Zalo
 * Official Account: `POST ZALO_ZNS_URL` with the OA's token in the
 * `access_token` header and `{ phone, template_id, template_data,
 * tracking_id }`, the phone as digits with the country code (84…). Zalo
 * answers 200 with `error: 0` and `data.msg_id` on success, another `error`
 * code otherwise. `tracking_id` is our idempotency key: it comes back in
 * Zalo's delivery reports; whether Zalo itself refuses a second message
 * with the same one is Zalo's to say (docs/operations.md).
 */
export class ZaloChannel implements MessageChannel {
  readonly name = 'zalo' as const

  constructor(private settings: ZaloSettings) {}

  async send(delivery: Delivery, signal: AbortSignal): Promise<SendResult> {
    const values = templateValues(delivery.template, delivery.rendered)
    const answer = await requestJson(this.settings.url, {
      method: 'POST',
      headers: { access_token: this.settings.accessToken },
      body: {
        phone: internationalDigits(delivery.to),
        template_id: this.settings.templates[delivery.template],
        template_data: Object.fromEntries(values.map(({ name, value }) => [name, value])),
        tracking_id: trackingId(delivery.idempotencyKey),
      },
      signal,
    })
    const body = (answer.body ?? {}) as {
      error?: number
      message?: string
      data?: { msg_id?: unknown }
    }
    if (body.error !== 0) {
      throw new Error(
        `Zalo ZNS error ${body.error ?? '(none)'}: ${body.message ?? excerpt(answer.text)}`
      )
    }
    const id = body.data?.msg_id
    return { providerRef: id === undefined || id === null ? null : String(id) }
  }
}
