/*
 * The entry of the admin pages (and of every page that is not public): the
 * full Mantine styles and the client, started at once.
 */
import '@mantine/core/styles.css'
import { startClient } from '~/app/client'
import { pageLoader, type PageModule } from '~/app/pages'

startClient({
  loadPage: pageLoader(import.meta.glob<PageModule>('../pages/**/*.tsx')),
  // Layouts are loaded by kind, so a page only fetches its own.
  loadLayout: (kind) =>
    (kind === 'public' ? import('~/layouts/public_layout') : import('~/layouts/admin_layout')).then(
      (module) => module.default
    ),
})
