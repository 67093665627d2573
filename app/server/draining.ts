import type { RequestListener, Server } from 'node:http'

/**
 * Graceful stop behind a load balancer. Closing the listener refuses new
 * connections, but a keep-alive connection opened before would go on
 * carrying new requests to a server that is going away. Once draining,
 * idle connections are closed and every response still sent says
 * `Connection: close`, so clients reconnect (to another server) while the
 * requests already in flight finish.
 */
export function drainable(listener: RequestListener) {
  let draining = false
  let server: Server | undefined
  return {
    listener: ((req, res) => {
      if (draining) res.setHeader('Connection', 'close')
      listener(req, res)
    }) satisfies RequestListener,
    attach(httpServer: Server) {
      server = httpServer
      return httpServer
    },
    drain() {
      draining = true
      server?.closeIdleConnections()
    },
  }
}
