import messagingConfig from '#config/messaging'
import site from '#config/site'
import type { MessageChannel } from '#messaging/channels/channel'
import { DevChannel } from '#messaging/channels/dev'

/** The channel for phone numbers and the one for e-mail addresses. */
export type Channels = { phone: MessageChannel; email: MessageChannel }

/**
 * The channels config/messaging.ts chose (`MESSAGING_PHONE_CHANNEL`,
 * `MESSAGING_EMAIL_CHANNEL`). Providers are imported only when chosen.
 */
export async function configuredChannels(): Promise<Channels> {
  const config = messagingConfig
  const dev = new DevChannel()
  const phone = await (async (): Promise<MessageChannel> => {
    switch (config.phoneChannel) {
      case 'sms': {
        const { SmsChannel } = await import('#messaging/channels/sms')
        return new SmsChannel(config.sms!)
      }
      case 'zalo': {
        const { ZaloChannel } = await import('#messaging/channels/zalo')
        return new ZaloChannel(config.zalo!)
      }
      case 'whatsapp': {
        const { WhatsAppChannel } = await import('#messaging/channels/whatsapp')
        return new WhatsAppChannel(config.whatsapp!)
      }
      default:
        return dev
    }
  })()
  let email: MessageChannel = dev
  if (config.emailChannel === 'smtp') {
    const [{ SmtpChannel }, { default: mail }] = await Promise.all([
      import('#messaging/channels/smtp'),
      import('@adonisjs/mail/services/main'),
    ])
    email = new SmtpChannel(mail.use('smtp'), {
      address: config.smtp!.from,
      name: config.smtp!.fromName ?? site.brand,
    })
  }
  return { phone, email }
}
