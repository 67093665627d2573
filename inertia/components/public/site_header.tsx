import { Burger, Container } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import { Logo } from '~/components/common/logo'
import { NAV_ITEMS, activeNavValue } from '~/components/public/nav_items'
import { SiteMenu, SITE_MENU_ID } from '~/components/public/site_menu'
import { useSite } from '~/components/public/use_site'
import { LanguageSwitch } from '~/components/public/language_switch'
import { useLanguage, useT } from '~/shared/i18n'

/**
 * Logo and the four entries: a list of links styled as tabs from the `sm`
 * breakpoint up, and below it a burger that opens the "Menu" drawer. Both are
 * plain HTML (links, a native popover), so they work before and without
 * JavaScript; once hydrated, the links make Inertia visits.
 */
export function SiteHeader() {
  const site = useSite()
  const { url } = usePage()
  const active = activeNavValue(url)
  const t = useT()
  const { href } = useLanguage()

  return (
    <header className="site-header">
      <Container size="lg" className="site-header__inner">
        <Link
          href={href('/')}
          className="site-header__logo"
          aria-label={t('public.shell.homeLink', { brand: site.brand })}
        >
          <Logo brand={site.brand} height={40} />
        </Link>

        <nav aria-label={t('public.shell.mainNav')} className="site-nav">
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.value}>
                <Link
                  href={href(item.path)}
                  className="site-nav__link"
                  aria-current={item.value === active ? 'page' : undefined}
                >
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitch compact />

        <Burger
          hiddenFrom="sm"
          size="sm"
          aria-label={t('public.shell.openMenu')}
          popoverTarget={SITE_MENU_ID}
        />
      </Container>
      <SiteMenu active={active} />
    </header>
  )
}
