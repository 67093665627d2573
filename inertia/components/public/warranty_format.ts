import type { SaleStatus } from '#dtos/sale'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * `2030-03-15` → `15 Mar 2030`. Done by hand, not with Intl or Date, so the
 * server render and the browser agree whatever their locale and time zone.
 */
export function formatDay(iso: string) {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}`
}

export function daysLeftText(days: number) {
  if (days > 1) return `${days.toLocaleString('en-US')} days left`
  if (days === 1) return '1 day left'
  if (days === 0) return 'Last day today'
  return 'Expired'
}

export const STATUS_BADGE: Record<SaleStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green.8' },
  expired: { label: 'Expired', color: 'gray.7' },
  void: { label: 'Void', color: 'red.8' },
}
