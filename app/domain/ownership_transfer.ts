import { formatDate } from './calendar_date.js'

/**
 * Which days a warranty may pass to a new owner: not before the film was
 * installed (the car changed hands after it was tinted) and not in the
 * future (a transfer is recorded once it happened). The server validator
 * and the browser form both ask this function; dates are `YYYY-MM-DD`.
 */
export function transferDateProblem(iso: string, installedAt: string, today: string) {
  if (iso > today) return 'The transfer date cannot be in the future.'
  if (iso < installedAt) {
    return `The transfer date cannot be before the installation date (${formatDate(installedAt)}).`
  }
  return null
}
