import { ActionIcon, Group } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react'
import { useSite } from '~/components/public/use_site'
import { useT } from '~/shared/i18n'

type Network = { name: string; icon: Icon }

const NETWORKS: Array<[RegExp, Network]> = [
  [/(^|\.)tiktok\.com$/, { name: 'TikTok', icon: IconBrandTiktok }],
  [/(^|\.)facebook\.com$/, { name: 'Facebook', icon: IconBrandFacebook }],
  [/(^|\.)instagram\.com$/, { name: 'Instagram', icon: IconBrandInstagram }],
  [/(^|\.)youtube\.com$/, { name: 'YouTube', icon: IconBrandYoutube }],
  [/(^|\.)(x|twitter)\.com$/, { name: 'X', icon: IconBrandX }],
]

/**
 * The links are configurable, so the icon and the accessible name follow the
 * address; an unknown network keeps the slot's generic name.
 */
function networkFor(url: string, fallback: string): Network {
  let host = ''
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    host = ''
  }
  return (
    NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? { name: fallback, icon: IconWorld }
  )
}

/** The three footer links: a social profile, a social network page, a photo-sharing profile. */
export function SocialLinks() {
  const site = useSite()
  const t = useT()
  const links = [
    {
      url: site.social.profile,
      ...networkFor(site.social.profile, t('public.footer.socialProfile')),
    },
    { url: site.social.page, ...networkFor(site.social.page, t('public.footer.socialPage')) },
    { url: site.social.photos, ...networkFor(site.social.photos, t('public.footer.socialPhotos')) },
  ]
  return (
    <Group gap="sm">
      {links.map(({ url, name, icon: NetworkIcon }) => (
        <ActionIcon
          key={url}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('public.footer.social', { brand: site.brand, network: name })}
          variant="filled"
          radius="xl"
          size={40}
          className="site-footer__social"
        >
          <NetworkIcon size={20} stroke={1.75} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  )
}
