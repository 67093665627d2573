import { em } from '@mantine/core'
import {
  IconBuildingStore,
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

/** A section's main action, shown in the header to a user who has only that section. */
export type SectionAction = { label: string; labelKey: string; href: string }

export type NavItem = {
  label: string
  /** The label's catalogue key (`admin.nav.*`). */
  labelKey: string
  href: string
  icon: Icon
  adminOnly: boolean
  action?: SectionAction
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
    action: { label: 'New sale', labelKey: 'admin.nav.newSale', href: '/admin/sales/create' },
  },
  {
    label: 'Users',
    labelKey: 'admin.nav.users',
    href: '/admin/users',
    icon: IconUsers,
    adminOnly: true,
  },
]

export function navItemsFor(isAdmin: boolean) {
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly)
}

/** Whether the user works without the sidebar, with the section's action in the header. */
export function hasSingleSection(isAdmin: boolean) {
  return navItemsFor(isAdmin).length === 1
}

function pathOf(url: string) {
  return url.split(/[?#]/)[0]
}

/** `/admin/sales/create` keeps "Sales" highlighted. */
export function isActivePath(url: string, href: string) {
  const path = pathOf(url)
  return path === href || path.startsWith(`${href}/`)
}

/** The dashboard: both roles, reached from the header's logo (not a Navigation entry). */
export const DASHBOARD_PATH = '/admin'

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
