import { PermanentDeliveryError } from '#messaging/channels/channel'

/** The longest part of a provider's answer kept in an error (admins read it on the outbox page). */
const EXCERPT = 300

export type HttpAnswer = { status: number; body: unknown; text: string }

/**
 * One JSON request to a provider. A network failure or a 5xx/408/429 is an
 * ordinary error (retried with backoff); any other 4xx will not improve by
 * retrying and is a PermanentDeliveryError. Request headers (tokens) never
 * enter an error message.
 */
export async function requestJson(
  url: string,
  init: { method: string; headers: Record<string, string>; body: unknown; signal: AbortSignal }
): Promise<HttpAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json',
        ...init.headers,
      },
      body: JSON.stringify(init.body),
      signal: init.signal,
      redirect: 'error',
    })
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message
    throw new Error(
      `${new URL(url).host}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`
    )
  }
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {}
  if (!response.ok) {
    const message = `${new URL(url).host} answered ${response.status}: ${text.slice(0, EXCERPT)}`
    const retryable = response.status >= 500 || [408, 425, 429].includes(response.status)
    throw retryable ? new Error(message) : new PermanentDeliveryError(message)
  }
  return { status: response.status, body, text }
}

/** `+84 90-123 4567` → `84901234567`: the digits with the country code, as Zalo and WhatsApp take them. */
export function internationalDigits(phone: string) {
  return phone.replace(/\D/g, '')
}

export function excerpt(text: string) {
  return text.slice(0, EXCERPT)
}
