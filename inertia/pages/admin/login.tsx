import { useState } from 'react'
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
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react'
import type { SharedPageProps } from '#dtos/shared'
import type { LoginResponseDto } from '#dtos/user'
import { AdminProviders } from '~/app/admin_providers'
import { SeoHead } from '~/components/common/seo_head'
import { Logo } from '~/components/common/logo'
import { useFlashToast } from '~/hooks/use_flash_toast'
import { http, type ApiError } from '~/lib/api_client'
import { storeCredentials } from '~/lib/cookies'
import classes from '~/pages/admin/login.module.css'

type Credentials = { username: string; password: string }

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
  const { site } = usePage<SharedPageProps>().props
  const [problem, setProblem] = useState<string | null>(null)
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
    // The form reports the outcome itself: field errors, or the alert above the fields.
    meta: { silent: true, silentError: true },
    onMutate: () => setProblem(null),
    onSuccess: ({ token, user, expiresAt }) => {
      storeCredentials(token, user, expiresAt)
      // Staff have no Dealers section; they start on Sales.
      router.visit(user.isAdmin ? '/admin/dealers' : '/admin/sales')
    },
    onError: (error: ApiError) => {
      if (error.errors && Object.keys(error.errors).length > 0) form.setErrors(error.errors)
      else setProblem(error.message)
    },
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

          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {problem}
            </Alert>
          )}

          <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
            <Stack gap="md">
              <TextInput
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                leftSection={<IconUser size={16} stroke={1.7} aria-hidden />}
                data-autofocus
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
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
