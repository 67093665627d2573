import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'

/**
 * E-mail to owners over SMTP (nodemailer's transport), used by the e-mail
 * channel when `MESSAGING_EMAIL_CHANNEL=smtp` (#messaging/channels/smtp).
 * Nothing connects until a message is sent.
 */
const mailConfig = defineConfig({
  default: 'smtp',
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: env.get('SMTP_USERNAME')
        ? {
            type: 'login',
            user: env.get('SMTP_USERNAME', ''),
            pass: env.get('SMTP_PASSWORD', ''),
          }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
