import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MutationResult } from '#dtos/dealer'
import type { SaleDetailDto, SaleTransferInput, SaleVoidInput } from '#dtos/sale'
import { api, http, type ApiError } from '~/lib/api_client'
import { resourceKeys } from '~/hooks/use_resource'
import type { ListQuery } from '~/hooks/use_list_state'

export const SALES = 'sales'

/** Under the resource's key, so every sales mutation also refreshes an open detail. */
const detailKey = (id: number) => [...resourceKeys.all(SALES), 'detail', id] as const

/** `GET /sales/:id`; disabled while no sale is open. */
export function useSaleDetail(id: number | null) {
  return useQuery<SaleDetailDto, ApiError>({
    queryKey: detailKey(id ?? 0),
    queryFn: async () => {
      const { data } = await http.get<{ data: SaleDetailDto }>(`/${SALES}/${id}`)
      return data
    },
    enabled: id !== null,
  })
}

export function useVoidSale() {
  const queryClient = useQueryClient()
  return useMutation<MutationResult<SaleDetailDto>, ApiError, { id: number } & SaleVoidInput>({
    mutationFn: ({ id, reason }) =>
      http.post<MutationResult<SaleDetailDto>>(`/${SALES}/${id}/void`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES) }),
  })
}

/** `POST /sales/:id/transfer`: the warranty passes to the car's new owner. */
export function useTransferSale() {
  const queryClient = useQueryClient()
  return useMutation<MutationResult<SaleDetailDto>, ApiError, { id: number } & SaleTransferInput>({
    mutationFn: ({ id, ...input }) =>
      http.post<MutationResult<SaleDetailDto>>(`/${SALES}/${id}/transfer`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES) }),
  })
}

/** Paging is the list's, not the export's: the file holds every matching sale. */
function exportQuery(query: ListQuery): ListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && key !== 'perPage')
  )
}

/**
 * "Export CSV": the export needs the bearer token, so it is fetched through
 * the API client as a blob and saved from an object URL. The download is the
 * success feedback; a failure shows the usual error toast.
 */
export function useExportSales() {
  return useMutation<Blob, ApiError, ListQuery>({
    mutationFn: (query) =>
      api.get<Blob, Blob>(`/${SALES}/export.csv`, {
        params: exportQuery(query),
        responseType: 'blob',
      }),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `sales-${new Date().toISOString().slice(0, 10)}.csv`
      document.body.append(link)
      link.click()
      link.remove()
      // Revoking at once can cancel the download in some browsers; a moment later is safe.
      window.setTimeout(() => URL.revokeObjectURL(url), 1000)
    },
    meta: { silent: true },
  })
}
