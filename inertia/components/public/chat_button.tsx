import { ActionIcon } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { MESSAGING_GREEN, useMessagingUrl } from '~/components/public/use_site'
import { useT } from '~/shared/i18n'

/** The round green messaging button, fixed bottom-right on every public page. */
export function ChatButton() {
  const t = useT()
  const href = useMessagingUrl()
  return (
    <ActionIcon
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('public.shell.chat')}
      title={t('public.shell.chat')}
      color={MESSAGING_GREEN}
      variant="filled"
      radius="xl"
      size={60}
      className="site-chat-button"
    >
      <IconBrandWhatsapp size={32} stroke={1.75} aria-hidden />
    </ActionIcon>
  )
}
