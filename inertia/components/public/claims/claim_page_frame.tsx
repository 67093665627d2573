import type { ReactNode } from 'react'
import { Anchor, Container, Group, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { OwnerWarrantyDto } from '#dtos/owner_claim'
import { SeoHead } from '~/components/common/seo_head'
import { PageHero } from '~/components/public/page_hero'
import { useLanguage, useT } from '~/shared/i18n'

/**
 * The owner's claim pages: the hero naming the warranty (masked as the
 * lookup shows it), a way back to that lookup, and the page's own part.
 * No canonical URL: these pages are one person's (and `noindex`).
 */
export function ClaimPageFrame({
  title,
  warranty,
  children,
}: {
  title: string
  warranty: OwnerWarrantyDto
  children: ReactNode
}) {
  const t = useT()
  const { href } = useLanguage()
  return (
    <>
      <SeoHead title={title} />
      <PageHero
        eyebrow={t('owner_claims.eyebrow')}
        title={title}
        lead={t('owner_claims.lead', {
          code: warranty.warrantyCode,
          vehicle: warranty.vehicle,
          plate: warranty.plateMasked,
          dealer: warranty.dealerName,
        })}
      />
      <section className="site-section" style={{ paddingBlock: 40 }}>
        <Container size="lg">
          <Stack gap="lg">
            <Group>
              <Anchor
                href={`${href('/e-warranty')}?code=${encodeURIComponent(warranty.warrantyCode)}`}
                fw={600}
              >
                <Group gap={6} component="span">
                  <IconArrowLeft size={18} aria-hidden />
                  {t('owner_claims.backToWarranty')}
                </Group>
              </Anchor>
            </Group>
            {children}
          </Stack>
        </Container>
      </section>
    </>
  )
}

/** Where a warranty's owner pages are, in the page's language. */
export function useClaimPaths(warrantyCode: string) {
  const { href } = useLanguage()
  return {
    report: href(`/e-warranty/${warrantyCode}/claim`),
    list: href(`/e-warranty/${warrantyCode}/claims`),
  }
}
