import { useEffect, useRef, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { isNotEmpty, useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { router, usePage } from '@inertiajs/react'
import { IconAlertCircle, IconCircleCheck, IconLock, IconUser } from '@tabler/icons-react'
import type { SharedPageProps } from '#dtos/shared'
import { homePathFor, type LoginResponseDto } from '#dtos/user'
import { AdminProviders } from '~/app/admin_providers'
import { SeoHead } from '~/components/common/seo_head'
import { Logo } from '~/components/common/logo'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { http, type ApiError, type LoginNotice } from '~/lib/api_client'
import { storeCredentials } from '~/lib/cookies'
import classes from '~/pages/admin/login.module.css'

type Credentials = { username: string; password: string }

const NOTICES: Record<LoginNotice, { title: string; text: string }> = {
  'password-changed': {
    title: 'Password changed',
    text: 'You were signed out everywhere. Sign in with your new password.',
  },
}

function noticeOf(url: string) {
  const value = new URLSearchParams(url.split('?')[1] ?? '').get('notice')
  return value && value in NOTICES ? NOTICES[value as LoginNotice] : null
}

/** The login page has no layout (~/app/layouts), so it brings the admin providers itself. */
export default function Login() {
  return (
    <AdminProviders>
      <SeoHead title="Login" />
      <LoginScreen />
    </AdminProviders>
  )
}

function LoginScreen() {
  useFlashToast()
  const { url, props } = usePage<SharedPageProps>()
  const { site } = props
  const notice = noticeOf(url)
  // Each refusal is a new alert (a new key), so the same text is announced and focused again.
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null)
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problem) alert.current?.focus()
  }, [problem])
  const form = useForm<Credentials>({
    initialValues: { username: '', password: '' },
    validate: {
      username: isNotEmpty('Enter your username.'),
      password: isNotEmpty('Enter your password.'),
    },
  })

  const login = useMutation({
    mutationFn: (credentials: Credentials) =>
      http.post<LoginResponseDto>('/auth/login', credentials),
    // The form reports a refusal itself, in the alert above the fields: wrong credentials
    // are not a problem of the Username field (the client checks catch empty fields).
    meta: { silent: true, silentError: true },
    onSuccess: ({ token, user, expiresAt }) => {
      storeCredentials(token, user, expiresAt)
      // Admins start on the dashboard, staff on Sales (their section).
      router.visit(homePathFor(user))
    },
    onError: (error: ApiError) =>
      setProblem((previous) => ({ message: error.message, attempt: (previous?.attempt ?? 0) + 1 })),
  })
  const busy = login.isPending || login.isSuccess

  return (
    <Box component="main" className={classes.page}>
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
              Sign in
            </Title>
            <Text size="sm" c="dimmed">
              Back office for the {site.brand} team.
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
                title={notice.title}
                role="status"
              >
                {notice.text}
              </Alert>
            )
          )}

          <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
            <Stack gap="md">
              <TextInput
                label="Username"
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                leftSection={<IconUser size={16} stroke={1.7} aria-hidden />}
                data-autofocus
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
                required
                autoComplete="current-password"
                leftSection={<IconLock size={16} stroke={1.7} aria-hidden />}
                {...form.getInputProps('password')}
              />
              <Button type="submit" size="md" fullWidth mt="xs" loading={busy}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" mt="lg">
        © {new Date().getFullYear()} {site.brand}
      </Text>
    </Box>
  )
}
