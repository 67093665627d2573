import {
  Avatar,
  Badge,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core'
import { useRef } from 'react'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconKey, IconLanguage, IconLogout, IconMoon } from '@tabler/icons-react'
import type { SessionUserDto } from '#dtos/user'
import { useLogout } from '~/hooks/use_logout'
import { useChangeLanguage } from '~/hooks/use_change_language'
import { useLanguage, useT } from '~/shared/i18n'
import { LOCALES } from '#dtos/locales'
import { ChangePasswordModal } from '~/components/admin/shell/change_password_modal'
import classes from '~/components/admin/shell/admin_shell.module.css'

/**
 * Header right: avatar and username; Dark Mode, then the "Settings" entries
 * Change Password and Logout.
 */
export function UserMenu({ user }: { user: SessionUserDto }) {
  const [passwordOpened, passwordModal] = useDisclosure(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const logout = useLogout()
  const t = useT()
  const { locale } = useLanguage()
  const changeLanguage = useChangeLanguage()
  const { setColorScheme } = useMantineColorScheme()
  // Mantine's manager saves the choice in localStorage; the page head's inline script (app/http/color_scheme.ts) reapplies it before paint.
  const isDark = useComputedColorScheme('light') === 'dark'
  const displayName = user.fullName || user.username

  return (
    <>
      <Menu position="bottom-end" width={250} shadow="md" withinPortal>
        <Menu.Target>
          {/* Named by what it shows, the username, then what it opens (WCAG 2.5.3). */}
          <UnstyledButton ref={menuButton} className={classes.userButton}>
            <Group gap={10} wrap="nowrap">
              <Avatar name={displayName} color="initials" radius="xl" size={34} aria-hidden />
              <Text size="sm" fw={600} className={classes.userName}>
                {user.username}
              </Text>
              <VisuallyHidden>{t('admin.menu.account')}</VisuallyHidden>
              <IconChevronDown size={14} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>

        <Menu.Dropdown>
          <Group gap="sm" px="sm" py="xs" wrap="nowrap">
            <Avatar name={displayName} color="initials" radius="xl" size={40} />
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600} truncate>
                {displayName}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  @{user.username}
                </Text>
                <Badge size="xs" variant="light" color={user.isAdmin ? 'gold' : 'gray'}>
                  {t(user.isAdmin ? 'admin.menu.admin' : 'admin.menu.staff')}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Menu.Divider />
          <Menu.CheckboxItem
            checked={isDark}
            onChange={(dark) => setColorScheme(dark ? 'dark' : 'light')}
            classNames={{ itemIndicator: classes.hiddenIndicator }}
            // A drawn switch, not a control: the item itself is the checkbox keyboards and screen
            // readers use (a real input inside it would be a control nested in a control).
            rightSection={
              <span className={classes.switchTrack} data-checked={isDark || undefined} aria-hidden>
                <span className={classes.switchThumb} />
              </span>
            }
          >
            <Group gap={10} wrap="nowrap">
              <IconMoon size={16} stroke={1.8} aria-hidden />
              {t('admin.menu.darkMode')}
            </Group>
          </Menu.CheckboxItem>
          {/* The interface language, next to Dark Mode: each language named in itself. */}
          <Menu.Label>{t('admin.menu.language')}</Menu.Label>
          {LOCALES.map((option) => (
            <Menu.Item
              key={option}
              lang={option}
              leftSection={<IconLanguage size={16} stroke={1.8} aria-hidden />}
              aria-current={option === locale ? 'true' : undefined}
              fw={option === locale ? 700 : undefined}
              disabled={changeLanguage.isPending}
              onClick={() => option !== locale && changeLanguage.mutate(option)}
            >
              {t(`admin.language.${option}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('admin.menu.settings')}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} stroke={1.8} />} onClick={passwordModal.open}>
            {t('admin.menu.changePassword')}
          </Menu.Item>
          <Menu.Item
            color="red"
            // Mantine paints coloured items with shade 6 (3.3 : 1); `c` takes the readable text token.
            c="red"
            leftSection={<IconLogout size={16} stroke={1.8} />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('admin.menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal
        opened={passwordOpened}
        onOpen={passwordModal.open}
        onClose={passwordModal.close}
        opener={menuButton}
      />
    </>
  )
}
