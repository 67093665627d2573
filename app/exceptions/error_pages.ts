import type { HttpContext } from '@adonisjs/core/http'

const FALLBACK = (status: number) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Error ${status}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p></body></html>`

/**
 * Renders the public 404 or 500 page with the right status. When rendering
 * the page is itself what fails, a static page still answers.
 */
export async function renderErrorPage(ctx: HttpContext, status: number, message: string) {
  const component = status === 404 ? 'public/not_found' : 'public/server_error'
  ctx.response.status(status >= 500 ? 500 : status)
  // Refused before the page middleware ran (say, a body the parser could not read): no Inertia yet.
  if (!ctx.inertia) return ctx.response.header('content-type', 'text/html').send(FALLBACK(status))
  try {
    const page = await ctx.inertia.render(component, { status, message })
    return ctx.response.send(page)
  } catch (renderError) {
    ctx.logger.error({ err: renderError }, 'error page failed to render')
    return ctx.response
      .status(status >= 500 ? 500 : status)
      .header('content-type', 'text/html')
      .send(FALLBACK(status))
  }
}
