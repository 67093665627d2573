import { Checkbox, Stack, type MantineSize } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import {
  CONFIRM_INSTALLATION_OLDER_THAN_YEARS,
  EARLIEST_INSTALLATION,
  needsOldDateConfirmation,
} from '#domain/installation_date'
import { todayIso } from '#domain/warranty_status'
import type { SaleDetailDto } from '#dtos/sale'
import { TypedDateInput } from '~/components/common/typed_date_input'
import { installedDay, type SaleValues } from '~/components/admin/sales/sale_values'
import { useLanguage, useT } from '~/shared/i18n'
import { formatDate } from '~/shared/format'

type Props = {
  form: UseFormReturnType<SaleValues>
  record: SaleDetailDto | null
  isAdmin: boolean
  size: MantineSize
}

/**
 * The installation date, typed day-first (or picked), with the day it was
 * understood as under it. A date more than 2 years back is refused for
 * staff; an admin confirms it with the checkbox that appears.
 */
export function InstallationDateField({ form, record, isAdmin, size }: Props) {
  const today = todayIso()
  const t = useT()
  const { locale } = useLanguage()
  const { installedAt } = form.getValues()
  const day = installedDay(installedAt)
  const askConfirmation =
    isAdmin &&
    day !== null &&
    needsOldDateConfirmation(day, { today, saved: record?.installedAt ?? null })

  return (
    <Stack gap="xs">
      <TypedDateInput
        label={t('admin.saleCreate.installationDate')}
        required
        size={size}
        minDate={EARLIEST_INSTALLATION}
        maxDate={today}
        {...form.getInputProps('installedAt')}
        value={installedAt}
      />
      {askConfirmation && (
        <Checkbox
          label={t('admin.saleCreate.confirmOld', {
            date: formatDate(day, locale),
            years: CONFIRM_INSTALLATION_OLDER_THAN_YEARS,
          })}
          {...form.getInputProps('confirmOldInstallation', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('confirmOldInstallation', event.currentTarget.checked)
            // The date's error asked for this confirmation; the rule runs again on submit.
            if (event.currentTarget.checked) form.clearFieldError('installedAt')
          }}
        />
      )}
    </Stack>
  )
}
