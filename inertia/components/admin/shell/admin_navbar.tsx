import { AppShell, CloseButton, Group, NavLink, ScrollArea, Text } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import { isActivePath, navItemsFor } from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'

type Props = {
  isAdmin: boolean
  /** On a small screen the sidebar overlays the page: closing it is offered there. */
  isSmall: boolean
  /** Closed on a small screen (wide screens always show the sidebar). */
  collapsed: boolean
  onClose: () => void
}

/** The sidebar: "Navigation" with the sections this user may open. */
export function AdminNavbar({ isAdmin, isSmall, collapsed, onClose }: Props) {
  const { url } = usePage()
  return (
    <AppShell.Navbar
      p="sm"
      aria-label="Main navigation"
      className={classes.navbar}
      data-collapsed={collapsed || undefined}
    >
      <Group justify="space-between" wrap="nowrap" px={6} mb={6} mih={28}>
        <Text className={classes.navLabel} id="admin-nav-label">
          Navigation
        </Text>
        {isSmall && <CloseButton size="md" aria-label="Close navigation" onClick={onClose} />}
      </Group>
      <AppShell.Section grow component={ScrollArea} aria-labelledby="admin-nav-label">
        {navItemsFor(isAdmin).map((item) => {
          const active = isActivePath(url, item.href)
          return (
            <NavLink
              key={item.href}
              component={Link}
              href={item.href}
              label={item.label}
              leftSection={<item.icon size={19} stroke={1.7} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="filled"
              className={classes.navLink}
              onClick={() => isSmall && onClose()}
            />
          )
        })}
      </AppShell.Section>
    </AppShell.Navbar>
  )
}
