import ReactDOMServer from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { attachLayout, layoutKindFor } from '~/app/layouts'
import { AppProviders } from '~/app/providers'
import PublicLayout from '~/layouts/public_layout'
import AdminLayout from '~/layouts/admin_layout'

type PageModule = { default: ResolvedComponent & { layout?: unknown } }

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => title,
    resolve: (name) => {
      const pages = import.meta.glob<PageModule>('../pages/**/*.tsx', { eager: true })
      const resolved = pages[`../pages/${name}.tsx`]
      const kind = layoutKindFor(name)
      const layout = kind === 'public' ? PublicLayout : kind === 'admin' ? AdminLayout : null
      return attachLayout(resolved, layout).default
    },
    setup: ({ App, props }) => (
      <AppProviders>
        <App {...props} />
      </AppProviders>
    ),
  })
}
