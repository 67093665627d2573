import type { ComponentType, ReactNode } from 'react'
import { isPublicPage } from '#dtos/pages'

export type LayoutKind = 'public' | 'admin' | 'none'

/**
 * The spec's rule: pages named public/* use the public layout, pages whose
 * name contains "login" use none, every other page the admin layout.
 */
export function layoutKindFor(name: string): LayoutKind {
  if (isPublicPage(name)) return 'public'
  if (/login/i.test(name)) return 'none'
  return 'admin'
}

type Layout = ComponentType<{ children: ReactNode }>

/** Attaches a layout to a resolved page unless the page chose its own. */
export function attachLayout<T extends { default: { layout?: unknown } }>(
  page: T,
  Layout: Layout | null
) {
  if (Layout && page.default.layout === undefined) {
    page.default.layout = (child: ReactNode) => <Layout>{child}</Layout>
  }
  return page
}
