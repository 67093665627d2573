import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'
import { http, type ApiError } from '~/lib/api_client'
import type { ListQuery } from '~/hooks/use_list_state'

/**
 * Query keys of an admin resource. Everything of a resource starts with its
 * name, so one invalidation refreshes its lists and its select options.
 */
export const resourceKeys = {
  all: (resource: string) => [resource] as const,
  list: (resource: string, query: ListQuery) => [resource, 'list', query] as const,
  options: (resource: string) => [resource, 'options'] as const,
}

/** One page of `GET /<resource>`; the previous page stays on screen while the next loads. */
export function useResourceList<T>(resource: string, query: ListQuery) {
  return useQuery<Paginated<T>, ApiError>({
    queryKey: resourceKeys.list(resource, query),
    queryFn: () => http.get<Paginated<T>>(`/${resource}`, query),
    placeholderData: keepPreviousData,
  })
}

/** `GET /<resource>/options` (`{ data: [...] }`): the short list behind a select. */
export function useResourceOptions<T>(resource: string, { enabled = true } = {}) {
  return useQuery<T[], ApiError>({
    queryKey: resourceKeys.options(resource),
    queryFn: () => http.get<{ data: T[] }>(`/${resource}/options`).then((body) => body.data),
    staleTime: 60_000,
    enabled,
  })
}

/**
 * Create, update, archive and restore. Each refreshes the resource's queries
 * on success; the toasts come from the query client's MutationCache, which
 * shows the server's `message`.
 */
export function useResourceMutations<T, Input>(resource: string) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) })

  const create = useMutation<MutationResult<T>, ApiError, Input>({
    mutationFn: (input) => http.post<MutationResult<T>>(`/${resource}`, input),
    onSuccess,
  })
  const update = useMutation<MutationResult<T>, ApiError, { id: number; input: Input }>({
    mutationFn: ({ id, input }) => http.put<MutationResult<T>>(`/${resource}/${id}`, input),
    onSuccess,
  })
  const archive = useMutation<MutationResult<T>, ApiError, number>({
    mutationFn: (id) => http.delete<MutationResult<T>>(`/${resource}/${id}`),
    onSuccess,
  })
  const restore = useMutation<MutationResult<T>, ApiError, number>({
    mutationFn: (id) => http.post<MutationResult<T>>(`/${resource}/${id}/restore`),
    onSuccess,
  })
  return { create, update, archive, restore }
}
