import { useQuery } from '@tanstack/react-query'
import type { AuditEntryDto, AuditRecordType } from '#dtos/audit'
import { HISTORY_PAGE_SIZE } from '#dtos/audit'
import type { Paginated } from '#dtos/pagination'
import { http, type ApiError } from '~/lib/api_client'
import { resourceKeys } from '~/hooks/use_resource'

/** The admin resource whose mutations change a record of this type. */
const RESOURCE: Record<AuditRecordType, string> = {
  dealer: 'dealers',
  product: 'products',
  user: 'users',
  sale: 'sales',
  claim: 'claims',
}

/**
 * A record's latest history entries. The key sits under the resource's, so
 * every save, archive or void of that resource refreshes an open history.
 * A sale's comes from its own endpoint (staff who see the sale see it);
 * the others from the admins' audit list.
 */
export function useRecordHistory(
  recordType: AuditRecordType,
  recordId: number,
  { enabled = true } = {}
) {
  const resource = RESOURCE[recordType]
  return useQuery<Paginated<AuditEntryDto>, ApiError>({
    queryKey: [...resourceKeys.all(resource), 'history', recordId] as const,
    queryFn: () =>
      recordType === 'sale'
        ? http.get<Paginated<AuditEntryDto>>(`/sales/${recordId}/history`, {
            perPage: HISTORY_PAGE_SIZE,
          })
        : http.get<Paginated<AuditEntryDto>>('/audit', {
            recordType,
            recordId,
            perPage: HISTORY_PAGE_SIZE,
          }),
    enabled,
  })
}
