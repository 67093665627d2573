import type { RefObject } from 'react'
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { useMutation } from '@tanstack/react-query'
import { http, redirectToLogin, type ApiError } from '~/lib/api_client'
import { openConfirm } from '~/lib/confirm'
import { returnFocusTo } from '~/hooks/use_return_focus'
import { useSessionUser } from '~/hooks/use_session_user'
import { PASSWORD_HINT, normalizePassword, passwordRuleProblem } from '#dtos/password'

type Values = { currentPassword: string; password: string; passwordConfirmation: string }
type MessageDto = { message: string }

type Props = {
  opened: boolean
  onOpen: () => void
  onClose: () => void
  /** The control the dialog came from (the user menu), focused again when it is closed. */
  opener: RefObject<HTMLElement | null>
}

/**
 * Change Password: the form, then a confirmation (the user is signed out
 * afterwards), then the call. The form lives here, outside the modal, so its
 * values and the server's field errors survive closing and reopening it.
 */
export function ChangePasswordModal({ opened, onOpen, onClose, opener }: Props) {
  const user = useSessionUser()
  const form = useForm<Values>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: {
      currentPassword: (value) => (value ? null : 'Enter your current password.'),
      // Length and username here; the server also refuses common passwords.
      password: (value) =>
        value ? passwordRuleProblem(value, user?.username) : 'Enter a new password.',
      passwordConfirmation: (value, values) => {
        if (!value) return 'Confirm the new password.'
        return normalizePassword(value) === normalizePassword(values.password)
          ? null
          : 'The password confirmation does not match.'
      },
    },
  })

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      http.post<MessageDto>('/auth/password/my', { ...values, _method: 'PATCH' }),
    onSuccess: () => {
      // Every token of the user is revoked by now: sign out locally.
      form.reset()
      redirectToLogin('password-changed')
    },
    onError: (error: ApiError) => {
      if (error.errors) form.setErrors(error.errors)
      onOpen()
    },
  })

  // Cancel, Escape or the close button. (Moving on to the confirmation is not a close.)
  const close = () => {
    form.clearErrors()
    onClose()
    returnFocusTo(opener.current)
  }

  const confirm = (values: Values) => {
    let confirmed = false
    onClose()
    const modalId = openConfirm({
      title: 'Update user password',
      children: <Text size="sm">You will be logged out after changing password</Text>,
      labels: { confirm: 'Update', cancel: 'Cancel' },
      closeOnConfirm: false,
      onConfirm: () => {
        confirmed = true
        modals.updateModal({
          modalId,
          confirmProps: { loading: true },
          cancelProps: { disabled: true },
        })
        mutation.mutate(values, { onSettled: () => modals.close(modalId) })
      },
      // Cancel, Escape or the close button: back to the form, values kept.
      onClose: () => {
        if (!confirmed) onOpen()
      },
      // Confirmed: the form comes back only on an error, and focuses its first field.
      returnFocusOnConfirm: false,
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Change Password"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(confirm)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            required
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="Password"
            required
            description={PASSWORD_HINT}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            required
            autoComplete="new-password"
            {...form.getInputProps('passwordConfirmation')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
