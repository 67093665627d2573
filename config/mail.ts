import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import type { SMTPConfig } from '@adonisjs/mail/types'

/**
 * E-mail to owners over SMTP (nodemailer's transport), used by the e-mail
 * channel when `MESSAGING_EMAIL_CHANNEL=smtp` (#messaging/channels/smtp).
 * Nothing connects until a message is sent.
 */
const smtp: SMTPConfig = {
  host: env.get('SMTP_HOST', '127.0.0.1'),
  port: env.get('SMTP_PORT', 587),
  secure: env.get('SMTP_SECURE', false),
  auth: env.get('SMTP_USERNAME')
    ? { type: 'login', user: env.get('SMTP_USERNAME', ''), pass: env.get('SMTP_PASSWORD', '') }
    : undefined,
}

/**
 * nodemailer's own timeouts (its defaults wait up to 10 minutes on a silent
 * server), kept under a quarter of the worker's lease (30 s by default),
 * when the worker gives up on a send: an e-mail handed over after that
 * would arrive twice once retried. Passed through to nodemailer as is.
 */
Object.assign(smtp, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })

const mailConfig = defineConfig({
  default: 'smtp',
  mailers: { smtp: transports.smtp(smtp) },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
