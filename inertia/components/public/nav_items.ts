export type NavItem = { value: string; labelKey: string; path: string }

/** The four public entries, in the order of the header tabs and the drawer. */
export const NAV_ITEMS: NavItem[] = [
  { value: 'home', labelKey: 'public.nav.home', path: '/' },
  { value: 'about', labelKey: 'public.nav.about', path: '/about' },
  { value: 'e-warranty', labelKey: 'public.nav.eWarranty', path: '/e-warranty' },
  { value: 'contact', labelKey: 'public.nav.contact', path: '/contact' },
]

/**
 * The selected entry comes from the first path segment after the language
 * prefix (`/vi/about` → about); anything else selects Home.
 */
export function activeNavValue(url: string) {
  const segments = url.split(/[?#]/)[0].split('/').filter(Boolean)
  const segment = (segments[0]?.length === 2 ? segments[1] : segments[0])?.toLowerCase() ?? ''
  return NAV_ITEMS.some((item) => item.value === segment) ? segment : 'home'
}
