import { useEffect, useRef, type KeyboardEvent } from 'react'
import {
  AppShell,
  Badge,
  CloseButton,
  FocusTrap,
  Group,
  NavLink,
  rem,
  ScrollArea,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import {
  CLAIMS_PATH,
  DASHBOARD_ITEM,
  isActivePath,
  NAVBAR_WIDTH,
  type NavItem,
} from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'
import { useOpenClaims } from '~/components/admin/claims/use_claims'
import { useT } from '~/shared/i18n'

type Props = {
  sections: NavItem[]
  /** On a small screen the sidebar overlays the page: closing it is offered there. */
  isSmall: boolean
  /** Closed on a small screen (wide screens always show the sidebar). */
  collapsed: boolean
  /** Open over the page on a small screen: it takes the focus and Escape closes it. */
  isDialog: boolean
  onClose: () => void
}

/** The sidebar: Dashboard, then "Navigation" with the sections this user may open. */
export function AdminNavbar({ sections, isSmall, collapsed, isDialog, onClose }: Props) {
  const t = useT()
  const { url } = usePage()
  const openClaims = useOpenClaims({
    enabled: sections.some((item) => item.href === CLAIMS_PATH),
  }).data
  /** The open claims' count beside "Claims", said in words to assistive technologies. */
  const countOf = (item: NavItem) =>
    item.href === CLAIMS_PATH && openClaims ? (
      <>
        <Badge size="sm" radius="sm" variant="light" aria-hidden data-testid="open-claims">
          {openClaims}
        </Badge>
        <VisuallyHidden>{t('admin.nav.openClaims', { count: openClaims })}</VisuallyHidden>
      </>
    ) : undefined
  const entry = (item: NavItem) => {
    const active = isActivePath(url, item.href)
    return (
      <NavLink
        key={item.href}
        component={Link}
        href={item.href}
        label={t(item.labelKey)}
        leftSection={<item.icon size={19} stroke={1.7} aria-hidden />}
        rightSection={countOf(item)}
        active={active}
        aria-current={active ? 'page' : undefined}
        data-autofocus={active || undefined}
        variant="filled"
        className={classes.navLink}
        onClick={() => isSmall && onClose()}
      />
    )
  }
  const nav = useRef<HTMLDivElement>(null)
  // Opened on a phone, the focus moves in, onto the current section (or the first one), as soon
  // as the sliding sidebar is visible: hidden elements cannot take the focus.
  useEffect(() => {
    if (!isDialog) return
    let frame = 0
    const focusIn = () => {
      const root = nav.current
      const target =
        root?.querySelector<HTMLElement>('a[aria-current="page"]') ?? root?.querySelector('a')
      if (target && getComputedStyle(target).visibility === 'visible') target.focus()
      else frame = requestAnimationFrame(focusIn)
    }
    frame = requestAnimationFrame(focusIn)
    return () => cancelAnimationFrame(frame)
  }, [isDialog])
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDialog && event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    // The trap keeps Tab inside the open sidebar; the effect above places the focus.
    <FocusTrap active={isDialog} innerRef={nav}>
      <AppShell.Navbar
        p="sm"
        aria-label={t('admin.nav.main')}
        className={classes.navbar}
        data-collapsed={collapsed || undefined}
        // Mantine widens an open sidebar to the whole screen below the breakpoint; kept at its
        // own width, the dimmed page stays beside it, and a tap there closes it.
        style={{ '--app-shell-navbar-width': rem(NAVBAR_WIDTH) }}
        onKeyDown={onKeyDown}
      >
        {/* The dashboard sits above the sections, beside the phone's close button. */}
        <Group wrap="nowrap" gap={4} align="center" mb="xs">
          <div className={classes.dashboardEntry}>{entry(DASHBOARD_ITEM)}</div>
          {isSmall && <CloseButton size="md" aria-label={t('admin.nav.close')} onClick={onClose} />}
        </Group>
        <Text className={classes.navLabel} id="admin-nav-label" px={6} mb={6}>
          {t('admin.nav.title')}
        </Text>
        <AppShell.Section
          grow
          component={ScrollArea}
          role="group"
          aria-labelledby="admin-nav-label"
        >
          {sections.map(entry)}
        </AppShell.Section>
      </AppShell.Navbar>
    </FocusTrap>
  )
}
