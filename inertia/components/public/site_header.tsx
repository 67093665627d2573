import { Suspense, lazy, useState } from 'react'
import { Box, Burger, Container, Tabs } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, usePage } from '@inertiajs/react'
import { Logo } from '~/components/common/logo'
import { NAV_ITEMS, activeNavValue } from '~/components/public/nav_items'
import { useSite } from '~/components/public/use_site'

/*
 * The drawer (with Mantine's modal, focus trap and scroll area) is only
 * needed once a phone visitor opens the menu, so it is fetched then (or when
 * the burger is first touched or focused), not with every public page.
 */
const loadNavDrawer = () => import('~/components/public/nav_drawer')
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })))

/**
 * Logo and the four entries: tabs from the `sm` breakpoint up, a burger and
 * a drawer below it. The tabs are real links, so they render on the server,
 * work without JavaScript and make Inertia visits once hydrated.
 */
export function SiteHeader() {
  const site = useSite()
  const { url } = usePage()
  const active = activeNavValue(url)
  const [drawerOpened, drawer] = useDisclosure(false)
  const [drawerNeeded, setDrawerNeeded] = useState(false)
  const toggleDrawer = () => {
    setDrawerNeeded(true)
    drawer.toggle()
  }

  return (
    <header className="site-header">
      <Container size="lg" className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={`${site.brand} home`}>
          <Logo brand={site.brand} height={40} />
        </Link>

        <Box
          component="nav"
          aria-label="Main navigation"
          visibleFrom="sm"
          className="site-header__nav"
        >
          <Tabs
            id="site-nav"
            value={active}
            color="var(--site-accent)"
            activateTabWithKeyboard={false}
            className="site-tabs"
            classNames={{ list: 'site-tabs__list', tab: 'site-tabs__tab' }}
          >
            <Tabs.List aria-label="Pages">
              {NAV_ITEMS.map((item) => (
                <Tabs.Tab
                  key={item.value}
                  value={item.value}
                  renderRoot={({ type: _type, ...props }) => <Link {...props} href={item.href} />}
                >
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Box>

        <Burger
          opened={drawerOpened}
          onClick={toggleDrawer}
          onPointerEnter={loadNavDrawer}
          onFocus={loadNavDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open the navigation menu"
          aria-expanded={drawerOpened}
          aria-controls="site-nav-drawer"
        />
      </Container>

      {drawerNeeded && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} active={active} />
        </Suspense>
      )}
    </header>
  )
}
