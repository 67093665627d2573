import { ActionIcon } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { MESSAGING_GREEN, messagingUrl, useSite } from '~/components/public/use_site'

/** The round green messaging button, fixed bottom-right on every public page. */
export function ChatButton() {
  const site = useSite()
  return (
    <ActionIcon
      component="a"
      href={messagingUrl(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
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
