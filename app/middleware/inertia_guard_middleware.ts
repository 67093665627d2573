import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SHARED_PROP_NAMES } from '#config/inertia'
import { isApiRequest } from '#exceptions/error_mapping'

const PARTIAL_HEADERS = ['x-inertia-partial-data', 'x-inertia-partial-except'] as const

/**
 * What the Inertia adapter may take from a request, for every page at once:
 * the names of a partial reload (`X-Inertia-Partial-Data`/`-Except`) are
 * kept to the prop names the page really has, unknown names dropped as if
 * never asked for; and JSON API requests are not Inertia visits at all.
 *
 * Why the names: the adapter looks each requested name up with `props[name]` on a
 * plain object, so `constructor`, `valueOf`, `toString`… reach
 * Object.prototype. A function found that way is called with the HTTP
 * context: `constructor` (= Object) answered the whole serialised context
 * (headers and cookies included), `valueOf` threw a 500.
 */
export function ownPropNames(header: string, known: ReadonlySet<string>) {
  return header
    .split(',')
    .map((name) => name.trim())
    .filter((name) => known.has(name))
}

export default class InertiaGuardMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { inertia, request } = ctx
    // The JSON API is never an Inertia visit: without this, an `X-Inertia`
    // header with a stale version turned any API answer into an empty 409.
    if (isApiRequest(ctx)) delete request.request.headers['x-inertia']
    const shared = new Set(SHARED_PROP_NAMES)
    const share = inertia.share.bind(inertia)
    inertia.share = (data) => {
      for (const name of Object.keys(data)) shared.add(name)
      share(data)
    }
    const render = inertia.render.bind(inertia)
    inertia.render = (component, pageProps, viewProps) => {
      const known = new Set([...shared, ...Object.keys(pageProps ?? {})])
      const headers = request.request.headers
      for (const name of PARTIAL_HEADERS) {
        const value = headers[name]
        if (typeof value !== 'string') continue
        const kept = ownPropNames(value, known)
        if (kept.length > 0) headers[name] = kept.join(',')
        else delete headers[name]
      }
      return render(component, pageProps, viewProps)
    }
    return next()
  }
}
