import { useEffect, useRef, type ReactNode } from 'react'
import { AppShell, Overlay } from '@mantine/core'
import { uiStore, useUiStore } from '~/stores/ui_store'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { useSessionUser } from '~/hooks/use_session_user'
import { useNavigationErrors } from '~/hooks/use_navigation_errors'
import { AdminHeader } from '~/components/admin/shell/admin_header'
import { AdminNavbar } from '~/components/admin/shell/admin_navbar'
import { AdminFooter } from '~/components/admin/shell/admin_footer'
import { useShellScreen } from '~/components/admin/shell/use_shell_screen'
import {
  FOOTER_HEIGHT,
  HEADER_HEIGHT,
  NAVBAR_WIDTH,
  SHELL_BREAKPOINT,
  navItemsFor,
} from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'

/**
 * The admin frame, the same for both roles: header (section title, user
 * menu), the sidebar (Dashboard, then the sections the role may open) that
 * collapses at the layout breakpoint, the page, and the footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  useFlashToast()
  useNavigationErrors()
  const user = useSessionUser()
  const isSmall = useShellScreen()
  const sidebarIsOpened = useUiStore((state) => state.sidebarIsOpened)
  const sections = navItemsFor(user?.isAdmin ?? false)
  // Until the screen is measured a small screen keeps the sidebar closed, so phones never flash it.
  const collapsedOnMobile = isSmall === null || !sidebarIsOpened
  // On a small screen the open sidebar is a dialog over the page: focus in, Escape, overlay.
  const sidebarIsDialog = isSmall === true && sidebarIsOpened

  // Every way of closing the phone sidebar gives the focus back to the burger that opened it.
  const burger = useRef<HTMLButtonElement>(null)
  const focusBurgerOnClose = useRef(false)
  const closeSidebar = () => {
    focusBurgerOnClose.current = true
    uiStore.setSidebar(false)
  }
  useEffect(() => {
    if (sidebarIsOpened || !focusBurgerOnClose.current) return
    focusBurgerOnClose.current = false
    burger.current?.focus()
  }, [sidebarIsOpened])

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: SHELL_BREAKPOINT,
        collapsed: { mobile: collapsedOnMobile, desktop: false },
      }}
      padding="lg"
      className={classes.shell}
    >
      <AppShell.Header>
        <AdminHeader
          user={user}
          burger={isSmall === true ? burger : null}
          sidebarOpened={sidebarIsOpened}
          onOpenSidebar={() => uiStore.setSidebar(true)}
        />
      </AppShell.Header>
      {/* Between the header and the sidebar in the stacking order: it dims the page, not the sidebar. */}
      {sidebarIsDialog && <Overlay fixed zIndex={101} opacity={0.45} onClick={closeSidebar} />}
      <AdminNavbar
        sections={sections}
        isSmall={isSmall === true}
        collapsed={collapsedOnMobile}
        isDialog={sidebarIsDialog}
        onClose={closeSidebar}
      />
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <AdminFooter />
      </AppShell.Footer>
    </AppShell>
  )
}
