import type { ReactNode } from 'react'
import { AppShell } from '@mantine/core'
import { uiStore, useUiStore } from '~/stores/ui_store'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { useSessionUser } from '~/hooks/use_session_user'
import { AdminHeader } from '~/components/admin/shell/admin_header'
import { AdminNavbar } from '~/components/admin/shell/admin_navbar'
import { AdminFooter } from '~/components/admin/shell/admin_footer'
import { useShellScreen } from '~/components/admin/shell/use_shell_screen'
import {
  FOOTER_HEIGHT,
  HEADER_HEIGHT,
  NAVBAR_WIDTH,
  SHELL_BREAKPOINT,
} from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'

/**
 * The admin frame: header (section title, user menu), the sidebar that
 * collapses at the layout breakpoint, the page, and the footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  useFlashToast()
  const user = useSessionUser()
  const isSmall = useShellScreen()
  const sidebarIsOpened = useUiStore((state) => state.sidebarIsOpened)
  // Until the screen is measured a small screen keeps the sidebar closed, so phones never flash it.
  const collapsedOnMobile = isSmall === null || !sidebarIsOpened

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
          showBurger={isSmall === true && !sidebarIsOpened}
          onOpenSidebar={uiStore.toggleSidebar}
        />
      </AppShell.Header>
      <AdminNavbar
        isAdmin={user?.isAdmin ?? false}
        isSmall={isSmall === true}
        collapsed={collapsedOnMobile}
        onClose={() => uiStore.setSidebar(false)}
      />
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      <AppShell.Footer>
        <AdminFooter />
      </AppShell.Footer>
    </AppShell>
  )
}
