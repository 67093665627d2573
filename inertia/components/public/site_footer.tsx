import { Anchor, Container, Flex, Stack, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { Logo } from '~/components/common/logo'
import { NAV_ITEMS } from '~/components/public/nav_items'
import { SocialLinks } from '~/components/public/social_links'
import { phoneUrl, useSite } from '~/components/public/use_site'
import { useLanguage, useT } from '~/shared/i18n'
import { formatOpeningHours } from '#dtos/opening_hours'

/** Dark in both colour schemes; a column on small screens, a row from `md` up. */
export function SiteFooter() {
  const site = useSite()
  const t = useT()
  const { href, locale } = useLanguage()
  return (
    <footer className="site-footer">
      <Container size="lg">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: 40, md: 64 }}
          justify="space-between"
        >
          <Stack gap="md" maw={340}>
            <Logo brand={site.brand} width={140} className="site-footer__logo" />
            <Text size="sm" lh={1.7}>
              {t('public.footer.about')}
            </Text>
            <SocialLinks />
          </Stack>

          <Stack gap="sm" component="nav" aria-label={t('public.footer.nav')}>
            <Title order={2} className="site-footer__heading">
              {t('public.footer.explore')}
            </Title>
            {NAV_ITEMS.map((item) => (
              <Anchor key={item.value} component={Link} href={href(item.path)} size="sm">
                {t(item.labelKey)}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="sm" maw={320}>
            <Title order={2} className="site-footer__heading">
              {t('public.footer.visit')}
            </Title>
            <Text size="sm" component="address" fs="normal" lh={1.7}>
              {site.contact.address}
            </Text>
            <Anchor href={phoneUrl(site)} size="sm">
              {site.contact.phone}
            </Anchor>
            <Anchor href={`mailto:${site.contact.email}`} size="sm">
              {site.contact.email}
            </Anchor>
            <Text size="sm">{formatOpeningHours(site.contact.openingHours, locale, t)}</Text>
          </Stack>
        </Flex>

        <Text className="site-footer__bottom">
          {t('public.footer.rights', { year: String(new Date().getFullYear()), brand: site.brand })}
        </Text>
      </Container>
    </footer>
  )
}
