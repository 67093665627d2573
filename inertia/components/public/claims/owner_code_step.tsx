import { useRef, useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertCircle, IconMessage2, IconShieldCheck } from '@tabler/icons-react'
import { CLAIM_LIMITS, type OneTimeCodePurpose } from '#dtos/claim'
import type { CodeSentDto, CodeVerifiedDto, OwnerWarrantyDto } from '#dtos/owner_claim'
import { ProofOfWork, type ProofOfWorkHandle } from '~/components/common/proof_of_work'
import { isPublicApiError, publicApi } from '~/shared/public_api'
import { useLanguage, useT } from '~/shared/i18n'

const KEY = 'owner_claims.code'

/**
 * "Confirm it's you": a code is sent to the phone on file (shown only as
 * its last digits), the owner types it, and the server's cookie then opens
 * this warranty's claims; the page is read again to show what it opens.
 * A client past its budget solves a proof-of-work challenge first.
 */
export function OwnerCodeStep({
  warranty,
  purpose,
}: {
  warranty: OwnerWarrantyDto
  purpose: OneTimeCodePurpose
}) {
  const t = useT()
  const { locale } = useLanguage()
  const path = `/warranties/${warranty.warrantyCode}/one-time-codes`
  const [sent, setSent] = useState<CodeSentDto | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [challenge, setChallenge] = useState(false)
  const proof = useRef<ProofOfWorkHandle>(null)
  const codeInput = useRef<HTMLInputElement>(null)

  const failure = (error: unknown) =>
    isPublicApiError(error) && error.status !== 0 ? error.message : t(`${KEY}.offline`)

  async function send() {
    setBusy(true)
    setProblem(null)
    setCodeError(null)
    try {
      const altcha = challenge ? await proof.current?.solve() : null
      const answer = await publicApi<CodeSentDto>(path, {
        locale,
        body: { purpose, ...(altcha ? { altcha } : {}) },
      })
      setSent(answer)
      setChallenge(false)
      requestAnimationFrame(() => codeInput.current?.focus())
    } catch (error) {
      if (isPublicApiError(error) && error.challengeRequired) setChallenge(true)
      setProblem(failure(error))
    } finally {
      setBusy(false)
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    if (!new RegExp(`^[0-9]{${CLAIM_LIMITS.codeDigits}}$`).test(code)) {
      setCodeError(t(code ? 'owner_claims.errors.code.regex' : 'owner_claims.errors.code.required'))
      codeInput.current?.focus()
      return
    }
    setBusy(true)
    setCodeError(null)
    setProblem(null)
    try {
      await publicApi<CodeVerifiedDto>(`${path}/verify`, { locale, body: { purpose, code } })
      // The page, read again with the cookie, shows what the code opened.
      router.reload()
    } catch (error) {
      if (isPublicApiError(error) && error.errors.code) {
        setCodeError(error.errors.code)
        codeInput.current?.focus()
      } else setProblem(failure(error))
      setBusy(false)
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconShieldCheck size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t(`${KEY}.title`)}
        </Title>
      </Group>
      <Text mt="sm">{t(`${KEY}.intro`, { hint: warranty.phoneHint })}</Text>

      {challenge && (
        <Box mt="md">
          <Text size="sm" fw={600}>
            {t(`${KEY}.challengeTitle`)}
          </Text>
          <Text size="sm" mb="xs">
            {t(`${KEY}.challengeText`)}
          </Text>
          <ProofOfWork ref={proof} />
        </Box>
      )}

      {problem && (
        <Alert
          role="alert"
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          {problem}
        </Alert>
      )}

      {sent === null ? (
        <Button
          mt="lg"
          size="md"
          fullWidth
          loading={busy}
          onClick={send}
          leftSection={<IconMessage2 size={18} aria-hidden />}
        >
          {t(`${KEY}.send`)}
        </Button>
      ) : (
        <form onSubmit={verify} noValidate>
          <Text mt="md" role="status" fw={600}>
            {t(`${KEY}.sentTo`, { hint: sent.sentTo, minutes: sent.expiresInMinutes })}
          </Text>
          <Stack gap="sm" mt="md">
            <TextInput
              ref={codeInput}
              name="code"
              size="md"
              label={t(`${KEY}.label`)}
              description={t(`${KEY}.hint`)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CLAIM_LIMITS.codeDigits}
              required
              error={codeError}
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace', fontSize: 22 } }}
            />
            <Button type="submit" size="md" fullWidth loading={busy}>
              {t(`${KEY}.confirm`)}
            </Button>
            <Button variant="subtle" size="sm" onClick={send} disabled={busy}>
              {t(`${KEY}.resend`)}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  )
}
