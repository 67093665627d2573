/**
 * The links of the share buttons staff use to hand a warranty to its
 * customer. The text is percent-encoded (never `+` for a space: mail and
 * SMS apps print a `+` as a plus). The phone is stored in E.164.
 */
export type ShareMessage = { subject: string; text: string }

/** `https://wa.me/<digits>`: WhatsApp wants the number with its country code and no `+`. */
export function whatsappUrl(phone: string, message: ShareMessage) {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message.text)}`
}

/** `sms:+60123456789?body=…`, which both iOS and Android open in their messages app. */
export function smsUrl(phone: string, message: ShareMessage) {
  const number = `+${phone.replace(/\D/g, '')}`
  return `sms:${number}?body=${encodeURIComponent(message.text)}`
}

/** A new e-mail, to the customer when their address is known. */
export function mailtoUrl(email: string | null, message: ShareMessage) {
  const to = email ? encodeURIComponent(email).replace('%40', '@') : ''
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.text)}`
}
