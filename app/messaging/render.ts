import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#dtos/locales'
import type { MessageTemplate } from '#dtos/messaging'

/**
 * A message as its recipient reads it, in their language, from the
 * catalogues resources/lang/<locale>/messages.json: the text (an SMS, a chat
 * message, the e-mail's plain part), an e-mail's subject and simple HTML,
 * and the values a provider's own template is filled with (Zalo ZNS,
 * WhatsApp), a claim's status already in words.
 */
export type RenderedMessage = {
  subject: string
  text: string
  html: string
  values: Record<string, string>
}

/** What hides a one-time code where it must not be read (the back office, outside development). */
export const HIDDEN_CODE = '••••••'

function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  )
}

/** Paragraphs of escaped text, links made clickable (only the http(s) ones the text holds). */
function toHtml(paragraphs: string[]) {
  const body = paragraphs
    .map((paragraph) => {
      const linked = escapeHtml(paragraph).replace(
        /https?:\/\/[^\s<]+/g,
        (url) => `<a href="${url}">${url}</a>`
      )
      return `<p style="margin:0 0 16px">${linked}</p>`
    })
    .join('')
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${body}</body></html>`
}

export function renderMessage(
  template: MessageTemplate,
  params: Record<string, unknown>,
  locale: Locale
): RenderedMessage {
  const i18n = i18nManager.locale(locale)
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)])
  )
  if (template === 'claim_status' && values.status) {
    const key = `messages.statuses.${values.status}`
    values.status = i18n.hasMessage(key) ? i18n.t(key) : values.status
  }
  const subject = i18n.t(`messages.${template}.subject`, values)
  const paragraphs = [i18n.t(`messages.${template}.text`, values)]
  if (template === 'claim_status' && values.note) {
    paragraphs.push(i18n.t('messages.claim_status.note', values))
  }
  const footer = i18n.t('messages.email.footer', values)
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: toHtml([...paragraphs, footer]),
    values,
  }
}
