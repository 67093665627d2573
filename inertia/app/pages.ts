import type { ComponentType, ReactNode } from 'react'

export type PageModule = { default: ComponentType & { layout?: unknown } }
export type Layout = ComponentType<{ children: ReactNode }>

/** How the client finds the module of a page (by Inertia name) and of a layout (by kind). */
export type PageResolvers = {
  loadPage: (name: string) => Promise<PageModule>
  loadLayout: (kind: 'public' | 'admin') => Promise<Layout>
}

/** Looks a page up in an `import.meta.glob` map of page modules. */
export function pageLoader(pages: Record<string, () => Promise<PageModule>>) {
  return (name: string) => {
    const load = pages[`../pages/${name}.tsx`]
    if (!load) throw new Error(`Unknown page: ${name}`)
    return load()
  }
}
