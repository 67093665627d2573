import type OutboxMessage from '#models/outbox_message'
import { HIDDEN_CODE, renderMessage } from '#messaging/render'

/** The channel configured now for each kind of recipient. */
export type ConfiguredChannels = { phone: string; email: string }

export type MessagePreview = { subject: string | null; text: string }

/**
 * A message of the outbox as the back office shows it: rendered as its
 * recipient reads it, a phone's without a subject. A one-time code is shown
 * only when the development outbox holds the message (it delivered nothing:
 * the page is how a newcomer reads the code); a code a real channel carries
 * is nobody else's to read.
 */
export function previewMessage(
  message: OutboxMessage,
  configured: ConfiguredChannels
): MessagePreview {
  const channel = message.channel ?? configured[message.recipientKind]
  const params =
    message.template === 'one_time_code' && channel !== 'dev'
      ? { ...message.params, code: HIDDEN_CODE }
      : message.params
  try {
    const rendered = renderMessage(message.template, params, message.locale)
    return {
      subject: message.recipientKind === 'email' ? rendered.subject : null,
      text: rendered.text,
    }
  } catch {
    // Parameters the catalogue cannot fill (written by another version): shown as stored.
    return { subject: null, text: JSON.stringify(params) }
  }
}
