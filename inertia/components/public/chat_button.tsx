import { ActionIcon } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { MESSAGING_GREEN, messagingUrl, useSite } from '~/components/public/use_site'
import { useLanguage, useT } from '~/lib/i18n'

/** The round green messaging button, fixed bottom-right on every public page. */
export function ChatButton() {
  const site = useSite()
  const t = useT()
  const { locale } = useLanguage()
  return (
    <ActionIcon
      component="a"
      href={messagingUrl(site, locale)}
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
