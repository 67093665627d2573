import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Paper, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck, IconListDetails } from '@tabler/icons-react'
import type { ClaimFiledDto, ClaimNewPageProps } from '#dtos/owner_claim'
import { ClaimForm } from '~/components/public/claims/claim_form'
import { ClaimPageFrame, useClaimPaths } from '~/components/public/claims/claim_page_frame'
import { OwnerCodeStep } from '~/components/public/claims/owner_code_step'
import { useT } from '~/shared/i18n'

/** What the owner sees once the claim is in: its number and the way to follow it. */
function Filed({ filed, dealer }: { filed: ClaimFiledDto; dealer: string }) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-7)" />
      <Title order={2} ref={heading} tabIndex={-1} mt="xs" fz={{ base: 22, sm: 26 }}>
        {t('owner_claims.filed.title')}
      </Title>
      <Text mt="sm" size="lg" data-testid="claim-number">
        {t('owner_claims.filed.number', { number: filed.number })}
      </Text>
      <Text mt="sm">{t('owner_claims.filed.next', { dealer })}</Text>
      <Button component="a" href={filed.statusUrl} mt="lg" size="md">
        {t('owner_claims.filed.open')}
      </Button>
    </Paper>
  )
}

/** "Report a problem": the code step, then the claim form, then its number. */
export default function ClaimNew({ warranty, verified, refusal }: ClaimNewPageProps) {
  const t = useT()
  const paths = useClaimPaths(warranty.warrantyCode)
  const [filed, setFiled] = useState<ClaimFiledDto | null>(null)
  let body
  if (refusal) {
    body = (
      <Alert
        role="alert"
        color="red"
        variant="light"
        maw={640}
        icon={<IconAlertCircle size={20} aria-hidden />}
      >
        {t(`owner_claims.refusal.${refusal}`)}
      </Alert>
    )
  } else if (filed) {
    body = <Filed filed={filed} dealer={warranty.dealerName} />
  } else if (verified) {
    body = (
      <ClaimForm
        warranty={warranty}
        onFiled={(done) => {
          setFiled(done)
          window.scrollTo({ top: 0 })
        }}
      />
    )
  } else {
    body = <OwnerCodeStep warranty={warranty} purpose="file_claim" />
  }
  return (
    <ClaimPageFrame title={t('owner_claims.titles.new')} warranty={warranty}>
      {body}
      {warranty.claimCount > 0 && !filed && (
        <Button
          component="a"
          href={paths.list}
          variant="default"
          leftSection={<IconListDetails size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('owner_claims.seeClaimsCount', { count: warranty.claimCount })}
        </Button>
      )}
    </ClaimPageFrame>
  )
}
