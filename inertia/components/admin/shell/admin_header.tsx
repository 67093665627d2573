import type { RefObject } from 'react'
import { ActionIcon, Burger, Button, Group, Title } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import { IconPlus } from '@tabler/icons-react'
import type { SharedPageProps } from '#dtos/shared'
import type { SessionUserDto } from '#dtos/user'
import { Logo } from '~/components/common/logo'
import { UserMenu } from '~/components/admin/shell/user_menu'
import {
  DASHBOARD_PATH,
  sectionTitle,
  type SectionAction,
} from '~/components/admin/shell/shell_config'
import classes from '~/components/admin/shell/admin_shell.module.css'
import { useT } from '~/shared/i18n'

type Props = {
  user: SessionUserDto | null
  /** The burger's ref on a small screen with a sidebar; null where there is no burger. */
  burger: RefObject<HTMLButtonElement | null> | null
  /** The burger only shows while the sidebar is closed (spec point 2). */
  sidebarOpened: boolean
  onOpenSidebar: () => void
  /** The single section's main action ("New sale"), for users without a sidebar. */
  action?: SectionAction
  withSidebar: boolean
}

function pathOf(url: string) {
  return url.split(/[?#]/)[0]
}

/** Brand, the section title, the single section's action, and the user menu on the right. */
export function AdminHeader({
  user,
  burger,
  sidebarOpened,
  onOpenSidebar,
  action,
  withSidebar,
}: Props) {
  const { url, props } = usePage<SharedPageProps>()
  const t = useT()
  const showAction = action && pathOf(url) !== action.href
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
          data-with-sidebar={withSidebar || undefined}
          aria-label={t('admin.nav.home', { brand: props.site.brand })}
        >
          <Logo brand={props.site.brand} height={34} />
        </Link>
        <Title order={1} className={classes.title}>
          {sectionTitle(url, t)}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {showAction && (
          <>
            <Button
              component={Link}
              href={action.href}
              leftSection={<IconPlus size={16} aria-hidden />}
              visibleFrom="xs"
            >
              {t(action.labelKey)}
            </Button>
            <ActionIcon
              component={Link}
              href={action.href}
              size="lg"
              aria-label={t(action.labelKey)}
              hiddenFrom="xs"
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          </>
        )}
        {user && <UserMenu user={user} />}
      </Group>
    </Group>
  )
}
