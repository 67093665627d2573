import { Divider, Group, Radio, Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { PasswordField } from '~/components/common/password_field'
import type { AdminUserDto, AdminUserInput, UserRole, UserStatus } from '#dtos/admin_user'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#dtos/admin_user'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePassword,
  passwordRuleProblem,
} from '#dtos/password'
import type { DealerOptionDto } from '#dtos/dealer'
import { DEFAULT_USER_LOCALE, LOCALES, type Locale } from '#dtos/locales'
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
  problem,
  required,
} from '~/components/admin/forms/rules'
import { useT, type Translate } from '~/shared/i18n'

const MESSAGES = REQUIRED_MESSAGES.user

export const userRoleOptions = (t: Translate) =>
  optionsFrom<UserRole>({ admin: t('admin.status.admin'), staff: t('admin.status.staff') })
export const userStatusOptions = (t: Translate) =>
  optionsFrom<UserStatus>({
    active: t('admin.status.active'),
    inactive: t('admin.status.inactive'),
  })

type UserValues = {
  username: string
  fullName: string
  email: string
  isAdmin: boolean
  dealerId: number | null
  isActive: boolean
  locale: Locale
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
  const t = useT()

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('admin.forms.user.username')}
        required
        autoComplete="off"
        maxLength={USERNAME_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('username')}
      />
      <TextInput
        label={t('admin.forms.user.fullName')}
        maxLength={120}
        {...form.getInputProps('fullName')}
      />
      <TextInput
        label={t('admin.forms.user.email')}
        type="email"
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <Radio.Group
        label={t('admin.forms.user.role')}
        required
        value={isAdmin ? 'admin' : 'staff'}
        onChange={(role) => {
          form.setFieldValue('isAdmin', role === 'admin')
          if (role === 'admin') form.setFieldValue('dealerId', null)
        }}
        error={form.errors.isAdmin}
      >
        <Group gap="lg" mt={8}>
          <Radio value="staff" label={t('admin.status.staff')} />
          <Radio value="admin" label={t('admin.status.admin')} />
        </Group>
      </Radio.Group>
      {!isAdmin && (
        <Select<number>
          label={t('admin.forms.user.dealer')}
          description={t('admin.forms.user.dealerHint')}
          required
          searchable
          nothingFoundMessage={t(
            dealers.isPending ? 'admin.forms.user.loading' : 'admin.forms.user.noDealers'
          )}
          data={options}
          {...form.getInputProps('dealerId')}
        />
      )}
      {/* Each language named in itself, as in the user menu. */}
      <Select<Locale>
        label={t('admin.forms.user.language')}
        description={t('admin.forms.user.languageHint')}
        required
        allowDeselect={false}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`admin.language.${locale}`) }))}
        {...form.getInputProps('locale')}
      />
      {/* Beside the language for an admin; alone on its row under the dealer for staff. */}
      <Switch
        label={t('admin.forms.user.active')}
        description={t('admin.forms.user.activeHint')}
        mt={isAdmin ? 28 : 8}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <Divider
        label={
          mode === 'create'
            ? t('admin.forms.user.passwordSection')
            : t('admin.forms.user.newPasswordSection')
        }
        labelPosition="left"
        style={{ gridColumn: '1 / -1' }}
      />
      <PasswordField
        label={t(mode === 'create' ? 'admin.forms.user.password' : 'admin.forms.user.newPassword')}
        required={mode === 'create'}
        autoComplete="new-password"
        description={t('admin.forms.user.passwordHint', {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
        })}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t(
          mode === 'create'
            ? 'admin.forms.user.confirmPassword'
            : 'admin.forms.user.confirmNewPassword'
        )}
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
    locale: user?.locale ?? DEFAULT_USER_LOCALE,
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
    dealerId: (value, values) =>
      !values.isAdmin && value === null ? problem('required', MESSAGES.dealerId) : null,
    // Length and username here; the server also refuses common passwords.
    password: (value, values) => {
      if (typeof value !== 'string' || value === '') {
        return mode === 'create' ? problem('required', MESSAGES.password) : null
      }
      const found = passwordRuleProblem(value, values.username)
      return found ? problem('strongPassword', found) : null
    },
    passwordConfirmation: (value, values) => {
      if (values.password === '') return null
      if (value === '') return problem('required', MESSAGES.passwordConfirmation)
      return normalizePassword(String(value)) !== normalizePassword(values.password)
        ? problem('sameAs', 'The password confirmation does not match.')
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
    locale: values.locale,
    ...(values.password === ''
      ? {}
      : { password: values.password, passwordConfirmation: values.passwordConfirmation }),
  }),
  Fields: UserFields,
  history: { recordType: 'user', id: (record) => record.id },
}
