import { Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { OwnerClaimsPageProps } from '#dtos/owner_claim'
import { ClaimPageFrame, useClaimPaths } from '~/components/public/claims/claim_page_frame'
import { OwnerCodeStep } from '~/components/public/claims/owner_code_step'
import { PublicClaimCard } from '~/components/public/claims/public_claim_card'
import { useT } from '~/shared/i18n'

/** "See my claims": the code step, then every claim of the warranty, newest first. */
export default function OwnerClaims({ warranty, verified, claims }: OwnerClaimsPageProps) {
  const t = useT()
  const paths = useClaimPaths(warranty.warrantyCode)
  return (
    <ClaimPageFrame title={t('owner_claims.titles.list')} warranty={warranty}>
      {!verified || claims === null ? (
        <OwnerCodeStep warranty={warranty} purpose="view_claims" />
      ) : (
        <Stack gap="lg" maw={880}>
          {claims.length === 0 && <Text>{t('owner_claims.list.empty')}</Text>}
          {claims.map((claim) => (
            <PublicClaimCard key={claim.number} claim={claim} />
          ))}
          {warranty.status === 'active' && (
            <Button
              component="a"
              href={paths.report}
              variant="default"
              leftSection={<IconAlertTriangle size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('owner_claims.list.another')}
            </Button>
          )}
        </Stack>
      )}
    </ClaimPageFrame>
  )
}
