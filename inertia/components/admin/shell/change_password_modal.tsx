import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { useMutation } from '@tanstack/react-query'
import { http, redirectToLogin, type ApiError } from '~/lib/api_client'

/** The same bounds the server enforces (app/validators/rules.ts). */
const PASSWORD_MIN = 8
const PASSWORD_MAX = 72

type Values = { currentPassword: string; password: string; passwordConfirmation: string }
type MessageDto = { message: string }

type Props = {
  opened: boolean
  onOpen: () => void
  onClose: () => void
}

/**
 * Change Password: the form, then a confirmation (the user is signed out
 * afterwards), then the call. The form lives here, outside the modal, so its
 * values and the server's field errors survive closing and reopening it.
 */
export function ChangePasswordModal({ opened, onOpen, onClose }: Props) {
  const form = useForm<Values>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: {
      currentPassword: (value) => (value ? null : 'Enter your current password.'),
      password: (value) => {
        if (!value) return 'Enter a new password.'
        if (value.length < PASSWORD_MIN)
          return `The password must have at least ${PASSWORD_MIN} characters.`
        if (value.length > PASSWORD_MAX)
          return `The password must have at most ${PASSWORD_MAX} characters.`
        return null
      },
      passwordConfirmation: (value, values) => {
        if (!value) return 'Confirm the new password.'
        return value === values.password ? null : 'The password confirmation does not match.'
      },
    },
  })

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      http.post<MessageDto>('/auth/password/my', { ...values, _method: 'PATCH' }),
    onSuccess: () => {
      // Every token of the user is revoked by now: sign out locally.
      form.reset()
      redirectToLogin()
    },
    onError: (error: ApiError) => {
      if (error.errors) form.setErrors(error.errors)
      onOpen()
    },
  })

  const close = () => {
    form.clearErrors()
    onClose()
  }

  const confirm = (values: Values) => {
    let confirmed = false
    onClose()
    const modalId = modals.openConfirmModal({
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
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="Password"
            description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
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
