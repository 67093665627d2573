import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { isPublicPage } from '#dtos/pages'
import { attachLayout, layoutKindFor } from '~/app/layouts'
import type { PageResolvers } from '~/app/pages'
import { AppProviders } from '~/app/providers'
import { installPopstateGate } from '~/lib/popstate_gate'

/**
 * The Inertia client: resolves pages and layouts (each entry says where from,
 * so the public one never names admin code) and hydrates the server-rendered
 * page (or renders an admin screen the server sent as props only).
 */
export function startClient({ loadPage, loadLayout }: PageResolvers) {
  // Before Inertia adds its own listener (as the app starts): see ~/lib/popstate_gate.
  installPopstateGate()
  return createInertiaApp({
    // Its bar is <NavigationProgress> (AppProviders): nprogress's markup is not valid ARIA.
    progress: false,
    // Pages render their full "<title> - <brand>" through <SeoHead>.
    title: (title) => title,
    resolve: async (name) => {
      const kind = layoutKindFor(name)
      const [page, layout] = await Promise.all([
        loadPage(name),
        kind === 'none' ? null : loadLayout(kind),
      ])
      return attachLayout(page, layout)
    },
    setup({ el, App, props }) {
      const app = (
        <AppProviders>
          <App {...props} />
        </AppProviders>
      )
      // Admin screens come without a server render (#dtos/pages): nothing to hydrate.
      if (!el.hasChildNodes()) {
        createRoot(el).render(app)
        return
      }
      const hydrate = () => {
        hydrateRoot(el, app)
      }
      // A public page hydrates while the visitor is interacting with it: as a transition,
      // so that work yields to their input. Admin pages hydrate at once, as they load.
      if (isPublicPage(props.initialPage.component)) startTransition(hydrate)
      else hydrate()
    },
  })
}
