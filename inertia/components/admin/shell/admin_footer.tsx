import { Group, Text } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import classes from '~/components/admin/shell/admin_shell.module.css'
import { useT } from '~/shared/i18n'

export function AdminFooter() {
  const { site } = usePage<SharedPageProps>().props
  const t = useT()
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {site.brand}
      </Text>
      <Text size="sm" c="dimmed" className={classes.footerNote}>
        {t('admin.nav.backOffice')}
      </Text>
    </Group>
  )
}
