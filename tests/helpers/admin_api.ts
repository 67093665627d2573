import type { ApiClient } from '@japa/api-client'

type Query = Record<string, string | number | undefined>

/**
 * The admin JSON API as one signed-in user calls it: a bearer token on every
 * request, the CSRF token on mutations (as the browser client sends both).
 */
export function adminApi(client: ApiClient, token: string) {
  const get = (url: string, query: Query = {}) => client.get(url).qs(query).bearerToken(token)
  /** A GET that must answer 200, giving its body. */
  const ok = async <T = { data: unknown[] }>(url: string, query: Query = {}): Promise<T> => {
    const response = await get(url, query)
    response.assertStatus(200)
    return response.body() as T
  }
  /** The `data` rows of a GET that must answer 200. */
  const rows = async <T = unknown>(url: string, query: Query = {}) => {
    const body = await ok<{ data: T[] }>(url, query)
    return body.data
  }
  return {
    get,
    ok,
    rows,
    post: (url: string, body: object = {}) =>
      client.post(url).json(body).bearerToken(token).withCsrfToken(),
    put: (url: string, body: object = {}) =>
      client.put(url).json(body).bearerToken(token).withCsrfToken(),
    delete: (url: string) => client.delete(url).bearerToken(token).withCsrfToken(),
  }
}

export type AdminApi = ReturnType<typeof adminApi>

type Method = 'get' | 'post' | 'put' | 'delete'
export type AdminRoute = { method: Method; url: string }

/** Every endpoint of one admin resource (the id need not exist: access is checked first). */
export function resourceRoutes(base: string): AdminRoute[] {
  return [
    { method: 'get', url: base },
    { method: 'post', url: base },
    { method: 'get', url: `${base}/1` },
    { method: 'put', url: `${base}/1` },
    { method: 'delete', url: `${base}/1` },
    { method: 'post', url: `${base}/1/restore` },
  ]
}

/** Whether a token still signs its user in: 200, or 401 once revoked. */
export async function sessionStatus(client: ApiClient, token: string) {
  const response = await client.get('/api/admin/auth/me').bearerToken(token)
  return response.status()
}
