import type { DateTime } from 'luxon'
import type { SaleRecordStatus, SaleStatus } from '#dtos/sale'
import { EXPIRING_SOON_DAYS } from '#dtos/dashboard'
import { addDays, addYears, daysBetween, toIsoDate } from './calendar_date.js'

/**
 * Warranty dates are calendar days (`YYYY-MM-DD`), never instants, so every
 * function here works on ISO date strings (which also compare correctly as
 * text) and takes `today` as an argument, which keeps them pure and testable.
 * No library is loaded at run time, so the browser uses the same rules.
 */

/** Today's calendar date where this code runs (the process's or the browser's zone). */
export function todayIso(): string {
  const now = new Date()
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })!
}

/** A Lucid date column → `YYYY-MM-DD`. */
export function calendarDate(value: DateTime): string {
  return value.toISODate()!
}

/**
 * The last covered day of a film installed on `installedAt` with a term of
 * `years`. 29 Feb + 1 year is 28 Feb (never a day that does not exist).
 */
export function itemExpiry(installedAt: string, years: number): string {
  return addYears(installedAt, years)
}

/** A sale's expiry is its latest item expiry. */
export function latestExpiry(expiries: string[]): string {
  return expiries.reduce((latest, date) => (date > latest ? date : latest))
}

/** Whole days from `today` to `expiresAt`: 0 on the expiry day, negative after it. */
export function daysLeft(expiresAt: string, today: string): number {
  return daysBetween(today, expiresAt)
}

/** Void when voided; Active up to and including the expiry day; Expired from the next day. */
export function warrantyStatus(
  sale: { status: SaleRecordStatus; expiresAt: string },
  today: string
): SaleStatus {
  if (sale.status === 'void') return 'void'
  return today <= sale.expiresAt ? 'active' : 'expired'
}

/**
 * The expiry dates of active warranties that end soon: from today (its last
 * covered day) to `EXPIRING_SOON_DAYS` days later, both included.
 */
export function expiringSoonWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, EXPIRING_SOON_DAYS) }
}

/** Active (not void, not yet expired) and ending within the window above. */
export function isExpiringSoon(
  sale: { status: SaleRecordStatus; expiresAt: string },
  today: string
): boolean {
  const window = expiringSoonWindow(today)
  return warrantyStatus(sale, today) === 'active' && sale.expiresAt <= window.to
}
