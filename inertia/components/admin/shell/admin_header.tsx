import type { RefObject } from 'react'
import { Burger, Group, Title } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import type { SessionUserDto } from '#dtos/user'
import { Logo } from '~/components/common/logo'
import { UserMenu } from '~/components/admin/shell/user_menu'
import { DASHBOARD_PATH, sectionTitle } from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'
import { useT } from '~/shared/i18n'

type Props = {
  user: SessionUserDto | null
  /** The burger's ref on a small screen; null on a wide one, where the sidebar always shows. */
  burger: RefObject<HTMLButtonElement | null> | null
  /** The burger only shows while the sidebar is closed (spec point 2). */
  sidebarOpened: boolean
  onOpenSidebar: () => void
}

/** The burger (small screens), the brand, the section title, and the user menu on the right. */
export function AdminHeader({ user, burger, sidebarOpened, onOpenSidebar }: Props) {
  const { url, props } = usePage<SharedPageProps>()
  const t = useT()
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {burger && (
          // Kept mounted while the sidebar is open (hidden), so closing it can focus it again.
          <Burger
            ref={burger}
            opened={false}
            onClick={onOpenSidebar}
            size="sm"
            aria-label={t('admin.nav.open')}
            aria-expanded={sidebarOpened}
            style={sidebarOpened ? { display: 'none' } : undefined}
          />
        )}
        <Link
          href={DASHBOARD_PATH}
          className={classes.brand}
          aria-label={t('admin.nav.home', { brand: props.site.brand })}
        >
          <Logo brand={props.site.brand} height={34} />
        </Link>
        <Title order={1} className={classes.title}>
          {sectionTitle(url, t)}
        </Title>
      </Group>
      {user && <UserMenu user={user} />}
    </Group>
  )
}
