import { ActionIcon, Menu } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import type { RowAction } from '~/components/admin/resource/types'
import { useT } from '~/shared/i18n'

/** The "…" menu at the end of a row. Its clicks never reach a clickable row. */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const t = useT()
  if (actions.length === 0) return null
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('admin.list.actionsFor', { label })}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            leftSection={action.icon}
            color={action.color}
            // Mantine paints coloured items with shade 6 (3.3 : 1); `c` takes the readable text token.
            c={action.color}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
