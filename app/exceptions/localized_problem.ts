import type { I18n } from '@adonisjs/i18n'
import { messageKeyOf } from '#dtos/field_messages'

type ValidationItem = {
  field: string
  message: string
  rule: string
  meta?: Record<string, unknown>
}

/**
 * A validation message in the catalogue's language: the translation of its
 * very sentence when it is one of the app's field messages (see
 * messageKeyOf), else the field's own message
 * (`validation.<scope>.<path>.<rule>`, array indexes as `*`), else the rule's
 * (`validation.rules.<rule>`), else the English the validator wrote. English
 * is left as written, so its wording stays where the validators keep it.
 */
export function localizeValidation(item: ValidationItem, i18n: I18n, scope = 'fields'): string {
  if (i18n.locale === 'en') return item.message
  const rule = item.rule.startsWith('required') ? 'required' : item.rule
  const path = item.field.replace(/\.\d+(?=\.|$)/g, '.*')
  const data = Object.fromEntries(
    Object.entries(item.meta ?? {}).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(', ') : value,
    ])
  )
  const own = messageKeyOf(item.message)
  if (own && i18n.hasMessage(own.key)) return i18n.t(own.key, own.values)
  for (const key of [`validation.${scope}.${path}.${rule}`, `validation.rules.${rule}`]) {
    if (i18n.hasMessage(key)) return i18n.t(key, data)
  }
  return item.message
}

/** The generic message of an HTTP status, in the catalogue's language. */
export function localizeStatus(status: number, english: string, i18n: I18n): string {
  const key = `errors.${status}`
  return i18n.locale !== 'en' && i18n.hasMessage(key) ? i18n.t(key) : english
}
