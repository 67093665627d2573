import {
  Avatar,
  Badge,
  Group,
  Menu,
  Stack,
  Switch,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core'
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
  const logout = useLogout()
  const { setColorScheme } = useMantineColorScheme()
  // Mantine's manager saves the choice in localStorage; public/color-scheme.js reapplies it before paint.
  const isDark = useComputedColorScheme('light') === 'dark'
  const displayName = user.fullName || user.username

  return (
    <>
      <Menu position="bottom-end" width={250} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            className={classes.userButton}
            aria-label={`${user.username}: account menu`}
          >
            <Group gap={10} wrap="nowrap">
              <Avatar name={displayName} color="initials" radius="xl" size={34} />
              <Text size="sm" fw={600} className={classes.userName}>
                {user.username}
              </Text>
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
            rightSection={
              // Decorative: the item itself is the checkbox that keyboards and screen readers use.
              <Switch
                size="sm"
                checked={isDark}
                readOnly
                tabIndex={-1}
                aria-hidden
                className={classes.menuSwitch}
              />
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
      />
    </>
  )
}
