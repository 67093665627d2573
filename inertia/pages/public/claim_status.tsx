import { Alert, Container, Stack } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import type { ClaimStatusPageProps } from '#dtos/owner_claim'
import { SeoHead } from '~/components/common/seo_head'
import { PageHero } from '~/components/public/page_hero'
import { PublicClaimCard } from '~/components/public/claims/public_claim_card'
import { useT } from '~/shared/i18n'

/** A claim opened by the private link sent with its confirmation. */
export default function ClaimStatus({ claim }: ClaimStatusPageProps) {
  const t = useT()
  const title = t('owner_claims.titles.status', { number: claim.number })
  return (
    <>
      <SeoHead title={title} />
      <PageHero
        eyebrow={t('owner_claims.eyebrow')}
        title={title}
        lead={`${claim.warrantyCode} · ${claim.dealerName}`}
      />
      <section className="site-section" style={{ paddingBlock: 40 }}>
        <Container size="lg">
          <Stack gap="lg" maw={880}>
            <PublicClaimCard claim={claim} />
            <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />}>
              {t('owner_claims.claim.private')}
            </Alert>
          </Stack>
        </Container>
      </section>
    </>
  )
}
