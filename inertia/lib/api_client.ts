import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios'
import { clearCredentials, readCookie } from '~/lib/cookies'
import { allowLeave } from '~/lib/leave_guard'
import { translateForPage } from '~/shared/i18n'

/**
 * What every failed call rejects with (the server's `{ message, errors? }`);
 * `challengeRequired` when the request needs a solved proof-of-work challenge,
 * `connectionLost` when no answer came back.
 */
export type ApiError = {
  message: string
  errors?: Record<string, string>
  status?: number
  challengeRequired?: boolean
  /** No answer at all (offline, the server unreachable): the caller keeps what was typed. */
  connectionLost?: boolean
}

/**
 * Words for an answer the server did not word (none at all, or a proxy's
 * error page): the app's own, in the page's language.
 */
const connectionLostMessage = () => translateForPage('admin.toast.connectionLost')
const unwordedMessage = (status: number | undefined) =>
  translateForPage('admin.toast.unworded', { status: status ?? '—' })
const MUTATING = new Set(['post', 'put', 'patch', 'delete'])

/**
 * The one HTTP client of the admin: JSON both ways, the access token from
 * the `token` cookie as a bearer header, the XSRF cookie echoed back, and
 * every answer resolved to its body.
 */
export const api = axios.create({
  baseURL: '/api/admin',
  headers: { 'Accept': 'application/json', 'Content-Type': 'application/json' },
  withCredentials: true,
  withXSRFToken: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
})

/** The base address comes from the server config (shared prop `site.apiBaseUrl`). */
export function setApiBaseUrl(url: string) {
  api.defaults.baseURL = url
}

let csrfRequest: Promise<unknown> | null = null

/** Before the first mutation, ask the server for the XSRF-TOKEN cookie. */
async function ensureCsrfCookie(config: InternalAxiosRequestConfig) {
  if (!MUTATING.has((config.method ?? 'get').toLowerCase()) || readCookie('XSRF-TOKEN')) return
  csrfRequest ??= axios
    .get('/sanctum/csrf-cookie', { withCredentials: true })
    .finally(() => (csrfRequest = null))
  await csrfRequest
}

api.interceptors.request.use(async (config) => {
  await ensureCsrfCookie(config)
  const token = readCookie('token')
  config.headers.set('Authorization', token ? `Bearer ${token}` : '')
  return config
})

/** Why the login page was opened, for the note it shows above the form. */
export type LoginNotice = 'password-changed'

/** Signed out (401, or after a password change): go, without asking; a form's draft is kept. */
export function redirectToLogin(notice?: LoginNotice) {
  clearCredentials()
  allowLeave()
  if (window.location.pathname === '/admin/login') return
  window.location.assign(notice ? `/admin/login?notice=${notice}` : '/admin/login')
}

api.interceptors.response.use(
  (response) => response.data,
  (error: AxiosError<Partial<ApiError>>) => {
    const status = error.response?.status
    if (status === 401) redirectToLogin()
    const body = error.response?.data
    // A request that got no answer (offline, DNS, a dropped connection); a cancelled one is not that.
    if (!error.response && error.code !== AxiosError.ERR_CANCELED) {
      return Promise.reject({
        message: connectionLostMessage(),
        connectionLost: true,
      } satisfies ApiError)
    }
    const rejection: ApiError =
      body && typeof body === 'object' && typeof body.message === 'string'
        ? {
            message: body.message,
            errors: body.errors,
            status,
            ...(body.challengeRequired === true && { challengeRequired: true }),
          }
        : { message: unwordedMessage(status), status }
    return Promise.reject(rejection)
  }
)

/** Typed helpers: the interceptor already unwrapped the body. */
export const http = {
  get: <T>(url: string, params?: object) => api.get<T, T>(url, { params }),
  post: <T>(url: string, data?: unknown) => api.post<T, T>(url, data),
  put: <T>(url: string, data?: unknown) => api.put<T, T>(url, data),
  patch: <T>(url: string, data?: unknown) => api.patch<T, T>(url, data),
  delete: <T>(url: string) => api.delete<T, T>(url),
}
