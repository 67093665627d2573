import { Button, Drawer, NavLink, Stack } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconBrandWhatsapp, IconChevronRight } from '@tabler/icons-react'
import { NAV_ITEMS } from '~/components/public/nav_items'
import { MESSAGING_GREEN, messagingUrl, useSite } from '~/components/public/use_site'

type Props = { opened: boolean; onClose: () => void; active: string }

/** The small-screen navigation: the same four entries as the header tabs. */
export function NavDrawer({ opened, onClose, active }: Props) {
  const site = useSite()
  return (
    <Drawer
      id="site-nav-drawer"
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close the menu' }}
      classNames={{ title: 'site-drawer__title' }}
    >
      <nav aria-label="Main navigation">
        <Stack gap={4}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.value}
              component={Link}
              href={item.href}
              label={item.label}
              active={item.value === active}
              variant="filled"
              aria-current={item.value === active ? 'page' : undefined}
              rightSection={<IconChevronRight size={16} stroke={1.5} aria-hidden />}
              className="site-drawer__link"
              onClick={onClose}
            />
          ))}
        </Stack>
      </nav>
      <Button
        component="a"
        href={messagingUrl(site)}
        target="_blank"
        rel="noopener noreferrer"
        color={MESSAGING_GREEN}
        fullWidth
        mt="xl"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      >
        Message us on WhatsApp
      </Button>
    </Drawer>
  )
}
