import {
  Divider,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core'
import type { AdminUserDto, AdminUserInput, UserRole, UserStatus } from '#dtos/admin_user'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#dtos/admin_user'
import { PASSWORD_HINT, normalizePassword, passwordRuleProblem } from '#dtos/password'
import type { DealerOptionDto } from '#dtos/dealer'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { useResourceOptions } from '~/hooks/use_resource'
import type { FieldsProps, ResourceFormConfig } from '~/components/admin/resource/types'
import { optionsFrom } from '~/components/admin/resource/options'
import {
  all,
  email,
  matches,
  maxLength,
  minLength,
  orNull,
  required,
} from '~/components/admin/forms/rules'

const MESSAGES = REQUIRED_MESSAGES.user

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', staff: 'Staff' }
const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' }

export const USER_ROLE_OPTIONS = optionsFrom(ROLE_LABELS)
export const USER_STATUS_OPTIONS = optionsFrom(STATUS_LABELS)

type UserValues = {
  username: string
  fullName: string
  email: string
  isAdmin: boolean
  dealerId: number | null
  isActive: boolean
  password: string
  passwordConfirmation: string
}

const USERNAME = /^[a-z0-9._-]+$/

export function dealerOptionLabel(dealer: Pick<DealerOptionDto, 'code' | 'name'>) {
  return `${dealer.code} · ${dealer.name}`
}

function UserFields({ form, mode, record }: FieldsProps<AdminUserDto, UserValues>) {
  const dealers = useResourceOptions<DealerOptionDto>('dealers')
  const options = (dealers.data ?? []).map((dealer) => ({
    value: dealer.id,
    label: dealerOptionLabel(dealer),
  }))
  // The user's own dealer stays choosable even if it is no longer active.
  const current = record?.dealer
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: dealerOptionLabel(current) })
  }
  const { isAdmin } = form.values

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Username"
        required
        autoComplete="off"
        maxLength={USERNAME_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('username')}
      />
      <TextInput label="Full name" maxLength={120} {...form.getInputProps('fullName')} />
      <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps('email')} />
      <Radio.Group
        label="Role"
        required
        value={isAdmin ? 'admin' : 'staff'}
        onChange={(role) => {
          form.setFieldValue('isAdmin', role === 'admin')
          if (role === 'admin') form.setFieldValue('dealerId', null)
        }}
        error={form.errors.isAdmin}
      >
        <Group gap="lg" mt={8}>
          <Radio value="staff" label="Staff" />
          <Radio value="admin" label="Admin" />
        </Group>
      </Radio.Group>
      {!isAdmin && (
        <Select<number>
          label="Dealer"
          description="Staff belong to one active dealer."
          required
          searchable
          nothingFoundMessage={dealers.isPending ? 'Loading…' : 'No active dealers'}
          data={options}
          {...form.getInputProps('dealerId')}
        />
      )}
      <Switch
        label="Active"
        description="Inactive users cannot sign in."
        mt={isAdmin ? 8 : 28}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <Divider
        label={
          mode === 'create'
            ? 'Password'
            : 'Set a new password (leave empty to keep the current one)'
        }
        labelPosition="left"
        style={{ gridColumn: '1 / -1' }}
      />
      <PasswordInput
        label={mode === 'create' ? 'Password' : 'New password'}
        required={mode === 'create'}
        autoComplete="new-password"
        description={PASSWORD_HINT}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={mode === 'create' ? 'Confirm password' : 'Confirm new password'}
        required={mode === 'create'}
        autoComplete="new-password"
        {...form.getInputProps('passwordConfirmation')}
      />
    </SimpleGrid>
  )
}

export const userForm: ResourceFormConfig<AdminUserDto, UserValues, AdminUserInput> = {
  initialValues: (user) => ({
    username: user?.username ?? '',
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    isAdmin: user?.isAdmin ?? false,
    dealerId: user?.dealerId ?? null,
    isActive: user?.isActive ?? true,
    password: '',
    passwordConfirmation: '',
  }),
  rules: (mode) => ({
    username: all(
      required(MESSAGES.username),
      minLength(USERNAME_MIN_LENGTH),
      maxLength(USERNAME_MAX_LENGTH),
      matches(
        USERNAME,
        'Use 3–32 lower-case letters, digits, dots, dashes or underscores.',
        (text) => text.toLowerCase()
      )
    ),
    fullName: maxLength(120),
    email,
    dealerId: (value, values) => (!values.isAdmin && value === null ? MESSAGES.dealerId : null),
    // Length and username here; the server also refuses common passwords.
    password: (value, values) => {
      if (typeof value !== 'string' || value === '') {
        return mode === 'create' ? MESSAGES.password : null
      }
      return passwordRuleProblem(value, values.username)
    },
    passwordConfirmation: (value, values) => {
      if (values.password === '') return null
      if (value === '') return MESSAGES.passwordConfirmation
      return normalizePassword(String(value)) !== normalizePassword(values.password)
        ? 'The password confirmation does not match.'
        : null
    },
  }),
  toInput: (values) => ({
    username: values.username.trim(),
    fullName: orNull(values.fullName),
    email: orNull(values.email),
    isAdmin: values.isAdmin,
    dealerId: values.isAdmin ? null : values.dealerId,
    isActive: values.isActive,
    ...(values.password === ''
      ? {}
      : { password: values.password, passwordConfirmation: values.passwordConfirmation }),
  }),
  Fields: UserFields,
}
