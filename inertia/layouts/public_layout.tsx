import type { ReactNode } from 'react'
import { ChatButton } from '~/components/public/chat_button'
import { SiteFooter } from '~/components/public/site_footer'
import { SiteHeader } from '~/components/public/site_header'

/** Header, page, footer and the floating messaging button of every public page. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site-shell">
      <a href="#main" className="site-skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  )
}
