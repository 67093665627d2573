import { ConfigurationError } from '#start/app_key'

/**
 * The public address of the site (`APP_URL`, no trailing slash). Production
 * must configure it: the certificates' QR codes and the links staff share
 * with customers point there, and a guessed address (or a request's Host
 * header) would print a code that leads nowhere, or somewhere else.
 * Elsewhere it defaults to this machine's port.
 */
export function resolveAppUrl(configured: string | undefined, inProduction: boolean, port: number) {
  if (configured) return configured.replace(/\/+$/, '')
  if (inProduction) {
    throw new ConfigurationError(
      'APP_URL is not set: production needs the public address of the site (for example ' +
        'APP_URL=https://tint.example.com in the environment or in .env), which certificate QR ' +
        'codes and shared warranty links point to.'
    )
  }
  return `http://localhost:${port}`
}
