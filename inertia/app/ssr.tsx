import ReactDOMServer from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { attachLayout, layoutKindFor } from '~/app/layouts'
import { AppProviders } from '~/app/providers'
import PublicLayout from '~/layouts/public_layout'

type PageModule = { default: ResolvedComponent & { layout?: unknown } }
type Rendered = ReturnType<typeof renderPage>

/**
 * Server rendering: the public pages and the sign-in page (#dtos/pages; the
 * admin screens are drawn in the browser). A render is a pure function of
 * the page object, and a warranty looked up again (the owner checking back,
 * the QR scanned twice, a shared link) has the very same one, so the last
 * renders are kept by page object and day (a render may print the date). The
 * data itself is read fresh for every request; only the HTML is reused.
 */
const KEPT = 500
const rendered = new Map<string, Rendered>()

export default function render(page: { url: string }) {
  const key = `${new Date().toDateString()}\n${JSON.stringify(page)}`
  const kept = rendered.get(key)
  if (kept) {
    // Most recently used last: the first entry is the one to drop.
    rendered.delete(key)
    rendered.set(key, kept)
    return kept
  }
  const html = renderPage(page)
  rendered.set(key, html)
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value!)
  // A failed render is not kept.
  html.catch(() => rendered.delete(key))
  return html
}

function renderPage(page: unknown) {
  return createInertiaApp({
    page: page as never,
    render: ReactDOMServer.renderToString,
    title: (title) => title,
    resolve: (name) => {
      const pages = import.meta.glob<PageModule>(
        ['../pages/public/*.tsx', '../pages/admin/login.tsx'],
        {
          eager: true,
        }
      )
      const resolved = pages[`../pages/${name}.tsx`]
      const layout = layoutKindFor(name) === 'public' ? PublicLayout : null
      return attachLayout(resolved, layout).default
    },
    setup: ({ App, props }) => (
      <AppProviders>
        <App {...props} />
      </AppProviders>
    ),
  })
}
