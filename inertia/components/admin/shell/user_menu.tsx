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
import { IconChevronDown, IconKey, IconLogout, IconMoon } from '@tabler/icons-react'
import type { SessionUserDto } from '#dtos/user'
import { useLogout } from '~/hooks/use_logout'
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
              <VisuallyHidden>account menu</VisuallyHidden>
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
                  {user.isAdmin ? 'Admin' : 'Staff'}
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
              Dark Mode
            </Group>
          </Menu.CheckboxItem>
          <Menu.Divider />
          <Menu.Label>Settings</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} stroke={1.8} />} onClick={passwordModal.open}>
            Change Password
          </Menu.Item>
          <Menu.Item
            color="red"
            // Mantine paints coloured items with shade 6 (3.3 : 1); `c` takes the readable text token.
            c="red"
            leftSection={<IconLogout size={16} stroke={1.8} />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
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
