import { List, ThemeIcon, type MantineSize } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'

type Props = { items: string[]; size?: MantineSize }

/** A list whose bullets are gold ticks. */
export function CheckList({ items, size = 'md' }: Props) {
  return (
    <List
      mt="md"
      spacing={size === 'sm' ? 'xs' : 'sm'}
      size={size}
      icon={
        <ThemeIcon size={size === 'sm' ? 20 : 22} radius="xl" className="site-icon">
          <IconCheck size={13} stroke={3} aria-hidden />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}
