export type NavItem = { value: string; label: string; href: string }

/** The four public entries, in the order of the header tabs and the drawer. */
export const NAV_ITEMS: NavItem[] = [
  { value: 'home', label: 'Home', href: '/' },
  { value: 'about', label: 'About', href: '/about' },
  { value: 'e-warranty', label: 'EWarranty', href: '/e-warranty' },
  { value: 'contact', label: 'Contact', href: '/contact' },
]

/** The selected entry comes from the first path segment; anything else selects Home. */
export function activeNavValue(url: string) {
  const segment = url.split(/[?#]/)[0].split('/')[1]?.toLowerCase() ?? ''
  return NAV_ITEMS.some((item) => item.value === segment) ? segment : 'home'
}
