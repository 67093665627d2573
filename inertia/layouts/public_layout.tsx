import type { ReactNode } from 'react'
import { ChatButton } from '~/components/public/chat_button'
import { SiteFooter } from '~/components/public/site_footer'
import { SiteHeader } from '~/components/public/site_header'
import { LanguageSuggestion } from '~/components/public/language_switch'
import { LanguageProvider, useT } from '~/shared/i18n'

/** Header, page, footer and the floating messaging button of every public page. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <PublicShell>{children}</PublicShell>
    </LanguageProvider>
  )
}

function PublicShell({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className="site-shell">
      <a href="#main" className="site-skip-link">
        {t('public.shell.skip')}
      </a>
      <LanguageSuggestion />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  )
}
