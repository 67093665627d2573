import { PUBLIC_API_PREFIX } from '#dtos/owner_claim'
import type { Locale } from '#dtos/locales'

/**
 * The owner's calls to /api/public. Not the admin API client (no bearer
 * token, no CSRF token: the proof is a SameSite=Strict cookie the server
 * sets), so a plain fetch; it states the page's language, in which the
 * server answers its messages.
 */
export type PublicApiError = {
  /** 0 when the server could not be reached. */
  status: number
  message: string
  errors: Record<string, string>
  /** A proof-of-work challenge is due (solve it, send it as `altcha`). */
  challengeRequired?: boolean
}

export async function publicApi<T>(
  path: string,
  {
    locale,
    body,
    method = body ? 'POST' : 'GET',
  }: { locale: Locale; body?: object | FormData; method?: string }
): Promise<T> {
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'Accept-Language': locale,
  }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  let response: Response
  try {
    response = await fetch(`${PUBLIC_API_PREFIX}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    })
  } catch {
    throw { status: 0, message: '', errors: {} } satisfies PublicApiError
  }
  const json = (await response.json().catch(() => ({}))) as Partial<PublicApiError>
  if (!response.ok) {
    throw {
      status: response.status,
      message: json.message ?? response.statusText,
      errors: json.errors ?? {},
      challengeRequired: json.challengeRequired,
    } satisfies PublicApiError
  }
  return json as T
}

export function isPublicApiError(error: unknown): error is PublicApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'errors' in error
}
