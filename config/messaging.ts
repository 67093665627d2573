import env from '#start/env'
import { ConfigurationError } from '#start/app_key'
import { parseBodyTemplate, parseTemplateMap } from '#messaging/settings'
import type { EmailChannelName, PhoneChannelName } from '#dtos/messaging'

/**
 * How messages to owners leave (#messaging/outbox_worker): one channel for
 * phone numbers, one for e-mail addresses. `dev` (the default) delivers
 * nothing: the message stays readable on the back office's outbox page, so
 * the product works end to end with no provider. See docs/operations.md.
 */
const phoneChannel: PhoneChannelName = env.get('MESSAGING_PHONE_CHANNEL', 'dev')
const emailChannel: EmailChannelName = env.get('MESSAGING_EMAIL_CHANNEL', 'dev')

/** A chosen channel's settings must be there: better a refused start than lost messages. */
function required(channel: string, name: string, value: string | undefined) {
  if (value) return value
  throw new ConfigurationError(
    `The ${channel} channel is chosen for messages but ${name} is not set.`
  )
}

const used = (channel: string) => phoneChannel === channel || emailChannel === channel

const messagingConfig = {
  phoneChannel,
  emailChannel,
  worker: {
    /** Off on a server that should leave delivery to the others (they share the outbox). */
    enabled: env.get('MESSAGING_WORKER', true),
    /** How often the worker looks for due messages; it is also woken by every commit that enqueues. */
    pollIntervalMs: Math.max(100, env.get('MESSAGING_POLL_INTERVAL_MS', 5_000)),
    /** Attempts before a message is `failed` (kept with its last error for admins). */
    maxAttempts: Math.max(1, env.get('MESSAGING_MAX_ATTEMPTS', 8)),
    /** Backoff: base × 2^(attempt − 1), capped, with jitter (#messaging/backoff). */
    retryBaseMs: Math.max(1, env.get('MESSAGING_RETRY_BASE_SECONDS', 30)) * 1000,
    retryMaxMs: Math.max(1, env.get('MESSAGING_RETRY_MAX_SECONDS', 3_600)) * 1000,
    /**
     * How long a claimed message is a worker's: past it, another worker may
     * send it again (same idempotency key). A channel call is cut at a quarter.
     */
    leaseMs: Math.max(20, env.get('MESSAGING_LEASE_SECONDS', 120)) * 1000,
    batchSize: 10,
    /**
     * Sent messages (a phone number or an address, what was said) are
     * deleted this many days after sending; failed ones stay for admins.
     */
    keepSentDays: Math.max(1, env.get('MESSAGING_KEEP_DAYS', 90)),
  },
  sms: used('sms')
    ? {
        url: required('sms', 'SMS_URL', env.get('SMS_URL')),
        method: env.get('SMS_METHOD', 'POST'),
        authHeader: env.get('SMS_AUTH_HEADER', 'Authorization'),
        authValue: env.get('SMS_AUTH_VALUE'),
        body: parseBodyTemplate(env.get('SMS_BODY_TEMPLATE', '{"to":"{to}","text":"{text}"}')),
      }
    : null,
  zalo: used('zalo')
    ? {
        url: env.get('ZALO_ZNS_URL', 'https://business.openapi.zalo.me/message/template'),
        accessToken: required('zalo', 'ZALO_ACCESS_TOKEN', env.get('ZALO_ACCESS_TOKEN')),
        templates: parseTemplateMap(required('zalo', 'ZALO_TEMPLATES', env.get('ZALO_TEMPLATES'))),
      }
    : null,
  whatsapp: used('whatsapp')
    ? {
        apiUrl: env.get('WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0'),
        phoneNumberId: required(
          'whatsapp',
          'WHATSAPP_PHONE_NUMBER_ID',
          env.get('WHATSAPP_PHONE_NUMBER_ID')
        ),
        accessToken: required(
          'whatsapp',
          'WHATSAPP_ACCESS_TOKEN',
          env.get('WHATSAPP_ACCESS_TOKEN')
        ),
        templates: parseTemplateMap(
          required('whatsapp', 'WHATSAPP_TEMPLATES', env.get('WHATSAPP_TEMPLATES'))
        ),
      }
    : null,
  smtp: used('smtp')
    ? {
        from: required('smtp', 'MAIL_FROM_ADDRESS', env.get('MAIL_FROM_ADDRESS')),
        fromName: env.get('MAIL_FROM_NAME'),
      }
    : null,
}

export type MessagingConfig = typeof messagingConfig
export type SmsSettings = NonNullable<MessagingConfig['sms']>
export type ZaloSettings = NonNullable<MessagingConfig['zalo']>
export type WhatsAppSettings = NonNullable<MessagingConfig['whatsapp']>
export type WorkerSettings = MessagingConfig['worker']

export default messagingConfig
