import { em } from '@mantine/core'
import {
  IconBuildingStore,
  IconLayoutDashboard,
  IconMailForward,
  IconPackage,
  IconReceipt,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'

/** Sizes of the admin shell (spec point 9). */
export const HEADER_HEIGHT = 60
export const FOOTER_HEIGHT = 60
export const NAVBAR_WIDTH = 210
/** The layout breakpoint: at or below it the sidebar collapses. */
export const SHELL_BREAKPOINT = 750
export const SMALL_SCREEN_QUERY = `(max-width: ${em(SHELL_BREAKPOINT)})`

export type NavItem = {
  label: string
  /** The label's catalogue key (`admin.nav.*`). */
  labelKey: string
  href: string
  icon: Icon
  adminOnly: boolean
}

/** The sidebar's "Navigation" section; Sales is the only one staff see. */
export const NAV_ITEMS: NavItem[] = [
  {
    label: 'Dealers',
    labelKey: 'admin.nav.dealers',
    href: '/admin/dealers',
    icon: IconBuildingStore,
    adminOnly: true,
  },
  {
    label: 'Products',
    labelKey: 'admin.nav.products',
    href: '/admin/products',
    icon: IconPackage,
    adminOnly: true,
  },
  {
    label: 'Sales',
    labelKey: 'admin.nav.sales',
    href: '/admin/sales',
    icon: IconReceipt,
    adminOnly: false,
  },
  {
    label: 'Users',
    labelKey: 'admin.nav.users',
    href: '/admin/users',
    icon: IconUsers,
    adminOnly: true,
  },
  {
    label: 'Outbox',
    labelKey: 'outbox.nav',
    href: '/admin/outbox',
    icon: IconMailForward,
    adminOnly: true,
  },
]

export function navItemsFor(isAdmin: boolean) {
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly)
}

function pathOf(url: string) {
  return url.split(/[?#]/)[0]
}

/** The dashboard: both roles, reached from the header's logo and the entry above Navigation. */
export const DASHBOARD_PATH = '/admin'

/** The sidebar's entry above the Navigation group. */
export const DASHBOARD_ITEM: NavItem = {
  label: 'Dashboard',
  labelKey: 'admin.nav.dashboard',
  href: DASHBOARD_PATH,
  icon: IconLayoutDashboard,
  adminOnly: false,
}

/** `/admin/sales/create` keeps "Sales" highlighted; the dashboard is only `/admin` itself. */
export function isActivePath(url: string, href: string) {
  const path = pathOf(url)
  return path === href || (href !== DASHBOARD_PATH && path.startsWith(`${href}/`))
}

/**
 * The header title: the second path segment, capitalised (`/admin/dealers` →
 * "Dealers"); `/admin` itself, which has none, is the dashboard.
 */
export function sectionTitle(url: string, t?: (id: string) => string) {
  const segment = pathOf(url).split('/').filter(Boolean)[1] ?? ''
  if (segment === '' && t) return t('dashboard.title')
  const item = NAV_ITEMS.find((candidate) => candidate.href === `/admin/${segment}`)
  if (item && t) return t(item.labelKey)
  return segment.charAt(0).toUpperCase() + segment.slice(1)
}
