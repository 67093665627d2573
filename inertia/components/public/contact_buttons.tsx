import { Button, Group, type GroupProps } from '@mantine/core'
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react'
import { MESSAGING_GREEN, messagingUrl, phoneUrl, useSite } from '~/components/public/use_site'
import { useLanguage, useT } from '~/shared/i18n'

type Props = { onDark?: boolean; justify?: GroupProps['justify'] }

/** Call (tel:) and message (WhatsApp, new tab) buttons. */
export function ContactButtons({ onDark = false, justify }: Props) {
  const site = useSite()
  const t = useT()
  const { locale } = useLanguage()
  return (
    <Group gap="sm" justify={justify}>
      <Button
        component="a"
        href={phoneUrl(site)}
        size="md"
        leftSection={<IconPhone size={18} aria-hidden />}
        {...(onDark ? { className: 'site-button-on-dark' } : { variant: 'outline' })}
      >
        {t('public.shell.call', { phone: site.contact.phone })}
      </Button>
      <Button
        component="a"
        href={messagingUrl(site, locale)}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        color={MESSAGING_GREEN}
        className="site-rim-on-dark"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        {t('public.shell.messageUs')}
      </Button>
    </Group>
  )
}
