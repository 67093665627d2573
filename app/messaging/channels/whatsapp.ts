import type { WhatsAppSettings } from '#config/messaging'
import type { Delivery, MessageChannel, SendResult } from '#messaging/channels/channel'
import { internationalDigits, requestJson } from '#messaging/channels/http'
import { templateValues } from '#messaging/channels/template_values'

/**
 * WhatsApp Cloud API (Meta's Graph API): `POST {WHATSAPP_API_URL}/{phone
 * number id}/messages` with the bearer token, sending an approved template
 * message in the recipient's language (`en`, `vi`) with the values as its
 * body parameters, in order. The one-time code's template is an
 * authentication template: Meta wants the code again for its copy-code
 * button. The API has no idempotency key; ours rides along as
 * `biz_opaque_callback_data` (returned in Meta's status webhooks), so a
 * retry after a crash between sending and marking may reach the owner
 * twice (docs/operations.md).
 */
export class WhatsAppChannel implements MessageChannel {
  readonly name = 'whatsapp' as const

  constructor(private settings: WhatsAppSettings) {}

  async send(delivery: Delivery, signal: AbortSignal): Promise<SendResult> {
    const { settings } = this
    const parameters = templateValues(delivery.template, delivery.rendered).map(({ value }) => ({
      type: 'text',
      text: value,
    }))
    const components: Record<string, unknown>[] = [
      {
        type: 'body',
        parameters: delivery.template === 'one_time_code' ? parameters.slice(0, 1) : parameters,
      },
    ]
    if (delivery.template === 'one_time_code') {
      components.push({
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: delivery.rendered.values.code }],
      })
    }
    const url = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`
    const answer = await requestJson(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}` },
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: internationalDigits(delivery.to),
        type: 'template',
        template: {
          name: settings.templates[delivery.template],
          language: { code: delivery.locale },
          components,
        },
        biz_opaque_callback_data: delivery.idempotencyKey,
      },
      signal,
    })
    const messages = (answer.body as { messages?: { id?: string }[] } | null)?.messages
    return { providerRef: messages?.[0]?.id ?? null }
  }
}
