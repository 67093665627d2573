import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { useQuery } from '@tanstack/react-query'
import type { DashboardDto } from '#dtos/dashboard'
import { resourceKeys } from '~/hooks/use_resource'
import { http, type ApiError } from '~/lib/api_client'

/**
 * `GET /dashboard`. The key starts with `sales`, so registering, correcting
 * or voiding a sale (which refreshes every `sales` query) refreshes it too.
 */
export function useDashboard() {
  return useQuery<DashboardDto, ApiError>({
    queryKey: [...resourceKeys.all('sales'), 'dashboard'],
    queryFn: () => http.get<{ data: DashboardDto }>('/dashboard').then((body) => body.data),
  })
}

function utcDate(iso: string) {
  const [year, month, day = 1] = iso.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

/**
 * Numbers, months and days in the page's language (react-intl's Intl). Months
 * and days are calendar values: formatted in UTC so no zone moves them.
 */
export function useDashboardFormat() {
  const intl = useIntl()
  return {
    number: useCallback((value: number) => intl.formatNumber(value), [intl]),
    shortMonth: useCallback(
      (month: string) =>
        intl.formatDate(utcDate(month), { month: 'short', year: '2-digit', timeZone: 'UTC' }),
      [intl]
    ),
    longMonth: useCallback(
      (month: string) =>
        intl.formatDate(utcDate(month), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      [intl]
    ),
    day: useCallback(
      (date: string) =>
        intl.formatDate(utcDate(date), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      [intl]
    ),
  }
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>
