import type { RefObject } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { PasswordField } from '~/components/common/password_field'
import { useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { useMutation } from '@tanstack/react-query'
import { http, redirectToLogin, type ApiError } from '~/lib/api_client'
import { openConfirm } from '~/lib/confirm'
import { returnFocusTo } from '~/hooks/use_return_focus'
import { useSessionUser } from '~/hooks/use_session_user'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePassword,
  passwordRuleProblem,
} from '#dtos/password'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { localizeRules, problem, useCheckMessage } from '~/components/admin/forms/rules'
import { useT } from '~/shared/i18n'

const MESSAGES = REQUIRED_MESSAGES.passwordChange

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
  const t = useT()
  const say = useCheckMessage()
  const form = useForm<Values>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    // The server's messages, said in the user's language the way it says them.
    validate: localizeRules<Values>(
      {
        currentPassword: (value) => (value ? null : problem('required', MESSAGES.currentPassword)),
        // Length and username here; the server also refuses common passwords.
        password: (value) => {
          if (!value) return problem('required', MESSAGES.password)
          const found = passwordRuleProblem(value, user?.username)
          return found ? problem('strongPassword', found) : null
        },
        passwordConfirmation: (value, values) => {
          if (!value) return problem('required', MESSAGES.passwordConfirmation)
          return normalizePassword(value) === normalizePassword(values.password)
            ? null
            : problem('sameAs', 'The password confirmation does not match.')
        },
      },
      say
    ),
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
      title: t('admin.password.confirmTitle'),
      children: <Text size="sm">{t('admin.password.confirmText')}</Text>,
      labels: { confirm: t('admin.password.update'), cancel: t('admin.password.cancel') },
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
      title={t('admin.password.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('admin.password.close') }}
    >
      <form onSubmit={form.onSubmit(confirm)} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('admin.password.current')}
            required
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={t('admin.password.new')}
            required
            description={t('admin.password.hint', {
              min: PASSWORD_MIN_LENGTH,
              max: PASSWORD_MAX_LENGTH,
            })}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('admin.password.confirm')}
            required
            autoComplete="new-password"
            {...form.getInputProps('passwordConfirmation')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('admin.password.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('admin.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
