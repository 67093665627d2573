import { Burger, Group, Title } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import type { SessionUserDto } from '#dtos/user'
import { Logo } from '~/components/common/logo'
import { UserMenu } from '~/components/admin/shell/user_menu'
import { sectionTitle } from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'

type Props = {
  user: SessionUserDto | null
  /** Only when the sidebar is closed on a small screen (spec point 2). */
  showBurger: boolean
  onOpenSidebar: () => void
}

/** Brand, the section title, and the user menu on the right. */
export function AdminHeader({ user, showBurger, onOpenSidebar }: Props) {
  const { url, props } = usePage<SharedPageProps>()
  const home = user?.isAdmin ? '/admin/dealers' : '/admin/sales'
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {showBurger && (
          <Burger opened={false} onClick={onOpenSidebar} size="sm" aria-label="Open navigation" />
        )}
        <Link
          href={home}
          className={classes.brand}
          aria-label={`${props.site.brand} back office home`}
        >
          <Logo brand={props.site.brand} height={34} />
        </Link>
        <Title order={1} className={classes.title}>
          {sectionTitle(url)}
        </Title>
      </Group>
      {user && <UserMenu user={user} />}
    </Group>
  )
}
