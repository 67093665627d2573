import proxyAddr from 'proxy-addr'
import type { HttpContext } from '@adonisjs/core/http'

export type ProxyTrust = (address: string, hop: number) => boolean

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and the
 * scheme and host (X-Forwarded-Proto/Host). `TRUSTED_PROXIES` is a comma-
 * separated list of addresses, CIDR ranges or the names `loopback`,
 * `linklocal` and `uniquelocal`; empty (the default) trusts no one, so every
 * forwarded header is ignored and the socket's peer is the client.
 *
 * A list that cannot be parsed stops the server with a sentence naming the
 * variable: a typo must not silently trust everybody, nor nobody.
 */
export function proxyTrust(setting: string | undefined): ProxyTrust {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return () => false
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, separated by commas (${(error as Error).message}).`
    )
  }
}

/**
 * The address every rate limit counts against: the peer, or the address a
 * trusted proxy forwarded (see config/app.ts). Never read X-Forwarded-For
 * anywhere else.
 */
export function clientIp(ctx: Pick<HttpContext, 'request'>): string {
  return ctx.request.ip()
}
