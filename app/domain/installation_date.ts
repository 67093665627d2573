import { addYears, formatDate } from './calendar_date.js'

/**
 * Which installation dates a sale may have. A date years back is far more
 * often a typing slip (a wrong year, day and month swapped) than a late
 * registration, and it silently shortens the customer's warranty, so it
 * needs an admin's explicit confirmation. The server validator and the
 * browser form both ask this function.
 */
export const EARLIEST_INSTALLATION = '1990-01-01'
export const CONFIRM_INSTALLATION_OLDER_THAN_YEARS = 2

export type InstallationCheck = {
  /** Today's calendar day where the server runs. */
  today: string
  /** The admin ticked "the date is right" (only admins can). */
  confirmed: boolean
  /** Admins may confirm an old date; the message tells staff to ask one. */
  canConfirm: boolean
  /** On an edit, the date already saved: keeping it needs no new confirmation. */
  saved?: string | null
}

/** The first day that needs no confirmation. */
export function oldInstallationLimit(today: string) {
  return addYears(today, -CONFIRM_INSTALLATION_OLDER_THAN_YEARS)
}

/** True when `iso` needs an admin's confirmation before it is saved. */
export function needsOldDateConfirmation(
  iso: string,
  check: Omit<InstallationCheck, 'confirmed' | 'canConfirm'>
) {
  return (
    iso < oldInstallationLimit(check.today) && iso !== check.saved && iso >= EARLIEST_INSTALLATION
  )
}

/** Null when `iso` (`YYYY-MM-DD`) may be saved, else what to tell the user. */
export function installationDateProblem(iso: string, check: InstallationCheck): string | null {
  if (iso > check.today) return 'The installation date cannot be in the future.'
  if (iso < EARLIEST_INSTALLATION) {
    return `The installation date cannot be before ${formatDate(EARLIEST_INSTALLATION)}.`
  }
  if (!needsOldDateConfirmation(iso, check) || (check.confirmed && check.canConfirm)) return null
  const years = CONFIRM_INSTALLATION_OLDER_THAN_YEARS
  const when = `${formatDate(iso)} is more than ${years} years ago.`
  return check.canConfirm
    ? `${when} Check the date, or confirm below that it is right.`
    : `${when} Check the date; only an admin can register an installation that old.`
}
