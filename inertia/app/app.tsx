import '~/css/public.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { attachLayout, layoutKindFor } from '~/app/layouts'
import { AppProviders } from '~/app/providers'

type PageModule = { default: { layout?: unknown } }

// Layouts are loaded by kind so the public bundle never carries admin code.
async function loadLayout(name: string) {
  const kind = layoutKindFor(name)
  if (kind === 'none') return null
  const module =
    kind === 'public'
      ? await import('~/layouts/public_layout')
      : await import('~/layouts/admin_layout')
  return module.default
}

createInertiaApp({
  progress: { delay: 250, color: '#40c057', showSpinner: false },
  // Pages render their full "<title> - <brand>" through <SeoHead>.
  title: (title) => title,
  resolve: async (name) => {
    const [page, layout] = await Promise.all([
      resolvePageComponent<PageModule>(
        `../pages/${name}.tsx`,
        import.meta.glob<PageModule>('../pages/**/*.tsx')
      ),
      loadLayout(name),
    ])
    return attachLayout(page, layout)
  },
  setup({ el, App, props }) {
    hydrateRoot(
      el,
      <AppProviders>
        <App {...props} />
      </AppProviders>
    )
  },
})
