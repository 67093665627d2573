import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { PasswordField } from '~/components/common/password_field'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { router, usePage } from '@inertiajs/react'
import {
  IconAlertCircle,
  IconCircleCheck,
  IconLanguage,
  IconLock,
  IconUser,
} from '@tabler/icons-react'
import type { SharedPageProps } from '#dtos/shared'
import { homePathFor, type LoginResponseDto } from '#dtos/user'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { LANGUAGE_COOKIE, LOCALES, type Locale } from '#dtos/locales'
import { AdminProviders } from '~/app/admin_providers'
import { SeoHead } from '~/components/common/seo_head'
import { Logo } from '~/components/common/logo'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { http, type ApiError, type LoginNotice } from '~/lib/api_client'
import { storeCredentials, writeCookie } from '~/lib/cookies'
import { useLanguage, useT } from '~/shared/i18n'
import { localizeRules, required, useCheckMessage } from '~/components/admin/forms/rules'
import classes from '~/pages/admin/login.module.css'
import { ProofOfWork, type ProofOfWorkHandle } from '~/components/common/proof_of_work'

type Credentials = { username: string; password: string }

/** Each notice's title and text in the catalogue (`admin.login.<notice>Title`, `…Text`). */
const NOTICES: Record<LoginNotice, string> = { 'password-changed': 'passwordChanged' }

function noticeOf(url: string) {
  const value = new URLSearchParams(url.split('?')[1] ?? '').get('notice')
  return value && value in NOTICES ? NOTICES[value as LoginNotice] : null
}

/** A year: the choice outlives a session, like the language a user keeps in their profile. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The sign-in page in the other language: the choice is a cookie the server
 * reads before anyone is signed in (#http/request_locale), then the page is
 * loaded again in it, `<html lang>` and all. Named in its own language.
 */
function LanguageSwitch() {
  const t = useT()
  const { locale } = useLanguage()
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? locale
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      lang={other}
      title={t('admin.login.switchLabel')}
      leftSection={<IconLanguage size={16} stroke={1.7} aria-hidden />}
      onClick={() => {
        writeCookie(LANGUAGE_COOKIE, other, LANGUAGE_COOKIE_MAX_AGE)
        window.location.reload()
      }}
    >
      {t('admin.login.switchTo')}
    </Button>
  )
}

/** The login page has no layout (~/app/layouts), so it brings the admin providers itself. */
export default function Login() {
  return (
    <AdminProviders>
      <LoginScreen />
    </AdminProviders>
  )
}

function LoginScreen() {
  useFlashToast()
  const t = useT()
  const say = useCheckMessage()
  const { url, props } = usePage<SharedPageProps>()
  const { site } = props
  const notice = noticeOf(url)
  // Each refusal is a new alert (a new key), so the same text is announced and focused again.
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null)
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problem) alert.current?.focus()
  }, [problem])
  // Once the server asked for a proof-of-work challenge, every later attempt carries a solved one.
  const [challenged, setChallenged] = useState(false)
  const proof = useRef<ProofOfWorkHandle>(null)
  const form = useForm<Credentials>({
    initialValues: { username: '', password: '' },
    validate: localizeRules<Credentials>(
      {
        username: required(REQUIRED_MESSAGES.login.username),
        password: required(REQUIRED_MESSAGES.login.password),
      },
      say
    ),
  })

  const login = useMutation({
    mutationFn: async (credentials: Credentials) => {
      const altcha = challenged ? await proof.current?.solve() : null
      return http.post<LoginResponseDto>('/auth/login', {
        ...credentials,
        ...(altcha && { altcha }),
      })
    },
    // The form reports a refusal itself, in the alert above the fields: wrong credentials
    // are not a problem of the Username field (the client checks catch empty fields).
    meta: { silent: true, silentError: true },
    onSuccess: ({ token, user, expiresAt }) => {
      storeCredentials(token, user, expiresAt)
      // Admins start on Dealers, staff on Sales (their section).
      router.visit(homePathFor(user))
    },
    onError: (error: ApiError) => {
      if (error.challengeRequired) setChallenged(true)
      // Refused credentials: the password goes (typed again, not corrected), the username stays.
      if (error.status === 422) form.setFieldValue('password', '')
      // The server's words, or the client's own (no answer at all) in the page's language.
      setProblem((previous) => ({ message: error.message, attempt: (previous?.attempt ?? 0) + 1 }))
    },
  })
  const busy = login.isPending || login.isSuccess

  return (
    <Box component="main" className={classes.page}>
      <SeoHead title={t('admin.login.title')} />
      <Paper
        component="section"
        className={classes.card}
        withBorder
        shadow="md"
        radius="lg"
        aria-labelledby="login-title"
      >
        <Stack gap="xl">
          <Stack gap="xs" align="center" className={classes.brand}>
            <Logo brand={site.brand} height={48} />
          </Stack>
          <Stack gap={4}>
            <Title order={1} id="login-title" className={classes.title}>
              {t('admin.login.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.login.intro', { brand: site.brand })}
            </Text>
          </Stack>

          {problem ? (
            <Alert
              key={problem.attempt}
              ref={alert}
              tabIndex={-1}
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              {problem.message}
            </Alert>
          ) : (
            notice && (
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck size={18} aria-hidden />}
                title={t(`admin.login.${notice}Title`)}
                role="status"
              >
                {t(`admin.login.${notice}Text`)}
              </Alert>
            )
          )}

          <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('admin.login.username')}
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                leftSection={<IconUser size={16} stroke={1.7} aria-hidden />}
                // The page is there to sign in: typing starts in Username.
                autoFocus
                {...form.getInputProps('username')}
              />
              <PasswordField
                label={t('admin.login.password')}
                required
                autoComplete="current-password"
                leftSection={<IconLock size={16} stroke={1.7} aria-hidden />}
                {...form.getInputProps('password')}
              />
              {challenged && <ProofOfWork ref={proof} />}
              <Button type="submit" size="md" fullWidth mt="xs" loading={busy}>
                {t('admin.login.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
      <Stack gap={4} align="center" mt="lg">
        <LanguageSwitch />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {site.brand}
        </Text>
      </Stack>
    </Box>
  )
}
