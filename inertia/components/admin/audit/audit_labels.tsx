import type { Locale } from '#dtos/locales'
import type { ReactNode } from 'react'
import type { AuditRecordType, AuditValue } from '#dtos/audit'
import { PhoneText } from '~/components/common/phone_text'
import { formatDate } from '~/shared/format'
import { MISSING_MARK, type Translate } from '~/shared/i18n'

/**
 * Each recorded field under the label its form gives it (the history stores
 * the form's field names, see app/services/audit_snapshots.ts).
 */
const FIELD_LABELS: Record<AuditRecordType, Record<string, string>> = {
  dealer: Object.fromEntries(
    ['code', 'name', 'contactName', 'phone', 'email', 'address', 'city', 'status', 'notes'].map(
      (field) => [field, `admin.forms.dealer.${field}`]
    )
  ),
  product: {
    ...Object.fromEntries(
      [
        'sku',
        'name',
        'series',
        'type',
        'vlt',
        'irRejection',
        'uvRejection',
        'tser',
        'warrantyYears',
        'status',
        'description',
      ].map((field) => [field, `admin.forms.product.${field}`])
    ),
    transferable: 'tint.product.transferable',
  },
  user: {
    username: 'admin.forms.user.username',
    fullName: 'admin.forms.user.fullName',
    email: 'admin.forms.user.email',
    role: 'admin.forms.user.role',
    dealer: 'admin.forms.user.dealer',
    isActive: 'admin.forms.user.active',
  },
  sale: {
    dealer: 'admin.saleForm.dealer',
    customerName: 'admin.saleForm.customerName',
    customerPhone: 'admin.saleForm.phone',
    customerEmail: 'admin.saleForm.email',
    plateNumber: 'admin.saleForm.plate',
    vehicleMake: 'admin.saleForm.make',
    vehicleModel: 'admin.saleForm.model',
    vehicleYear: 'admin.saleForm.year',
    vin: 'admin.saleForm.vin',
    installedAt: 'admin.saleCreate.installationDate',
    notes: 'admin.saleForm.internalNotes',
    status: 'audit.field.status',
    transferredOn: 'audit.field.transferredOn',
  },
  claim: {
    // Filed by the owner (#services/claim_filing_service)…
    ...Object.fromEntries(
      ['number', 'saleId', 'problem', 'windows', 'photos'].map((field) => [
        field,
        `owner_claims.fields.${field}`,
      ])
    ),
    // … and worked in the back office (#services/claim_service).
    status: 'audit.field.status',
    resolution: 'claim_office.actions.resolution',
    appointmentOn: 'claim_office.actions.appointmentOn',
    rejectionReason: 'audit.field.rejectionReason',
    reply: 'claim_office.event.reply',
    note: 'claim_office.event.note',
    dealer: 'claim_office.page.dealer',
  },
}

/** A message when the catalogue has it, else null (for values that may be free text). */
function known(t: Translate, key: string) {
  const text = t(key)
  return text.startsWith(MISSING_MARK) ? null : text
}

export function fieldLabel(recordType: AuditRecordType, field: string, t: Translate) {
  const window = field.match(/^items\.(.+)$/)?.[1]
  if (window) {
    return t('audit.field.window', { window: known(t, `warranty.position.${window}`) ?? window })
  }
  const key = FIELD_LABELS[recordType][field]
  // A field recorded by a newer version than this page: its name beats nothing.
  return (key && known(t, key)) ?? field
}

const PHONES = new Set(['phone', 'customerPhone'])

/** A recorded value as the forms show it: words for states and roles, local phones and dates. */
export function valueText(
  recordType: AuditRecordType,
  field: string,
  value: Exclude<AuditValue, null>,
  t: Translate,
  locale: Locale
): ReactNode {
  if (typeof value === 'boolean') return t(value ? 'audit.value.yes' : 'audit.value.no')
  const text = String(value)
  if (PHONES.has(field)) return <PhoneText value={text} />
  if (field === 'installedAt' || field === 'transferredOn' || field === 'appointmentOn') {
    return formatDate(text, locale)
  }
  if (recordType === 'claim' && (field === 'status' || field === 'resolution')) {
    return known(t, `claim_office.${field}.${text}`) ?? text
  }
  if (field === 'type' && recordType === 'product') {
    return known(t, `admin.productType.${text}`) ?? text
  }
  if (field === 'status' && recordType === 'sale')
    return known(t, `warranty.status.${text}`) ?? text
  if (field === 'status' || field === 'role') return known(t, `admin.status.${text}`) ?? text
  return text
}
