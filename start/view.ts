import edge from 'edge.js'
import { COLOR_SCHEME_SCRIPT } from '#http/color_scheme'
import { isPublicPage, isServerRendered } from '#dtos/pages'
import site from '#config/site'

/*
 * What the root view needs beyond the page object. Public pages load only
 * their stylesheet (a link of its own, so it applies without JavaScript, also
 * in development) and a small script that brings the full client in on the
 * first interaction; every other page loads the full client and its page
 * module at once.
 */
edge.global('colorSchemeScript', COLOR_SCHEME_SCRIPT)
edge.global('clientEntries', (component: string) =>
  isPublicPage(component)
    ? ['inertia/css/public.css', 'inertia/app/public.ts']
    : ['inertia/app/app.tsx', `inertia/pages/${component}.tsx`]
)

// Admin screens are rendered in the browser (#dtos/pages): until the page sets its own
// title, the tab shows the brand rather than the address.
edge.global('shellTitle', (component: string) => (isServerRendered(component) ? null : site.brand))
