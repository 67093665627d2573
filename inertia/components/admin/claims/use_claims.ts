import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MutationResult } from '#dtos/dealer'
import type { ClaimPageDto, ClaimStatusInput, OpenClaimsDto } from '#dtos/claim_office'
import { api, http, type ApiError } from '~/lib/api_client'
import { resourceKeys } from '~/hooks/use_resource'

export const CLAIMS = 'claims'

/** Under the resource's key, so every claim mutation refreshes the list, the page and the count. */
const detailKey = (id: number) => [...resourceKeys.all(CLAIMS), 'detail', id] as const
const openCountKey = [...resourceKeys.all(CLAIMS), 'open-count'] as const

/** `GET /claims/:id`: the claim's page. */
export function useClaim(id: number) {
  return useQuery<ClaimPageDto, ApiError>({
    queryKey: detailKey(id),
    queryFn: async () => {
      const { data } = await http.get<{ data: ClaimPageDto }>(`/${CLAIMS}/${id}`)
      return data
    },
  })
}

/** The navigation's and the dashboard's badge: open claims (staff: their dealer's). */
export function useOpenClaims({ enabled = true } = {}) {
  return useQuery<number, ApiError>({
    queryKey: openCountKey,
    queryFn: async () => {
      const { data } = await http.get<{ data: OpenClaimsDto }>(`/${CLAIMS}/open-count`)
      return data.open
    },
    staleTime: 30_000,
    enabled,
  })
}

function useClaimMutation<Input>(path: string) {
  const queryClient = useQueryClient()
  return useMutation<MutationResult<ClaimPageDto>, ApiError, { id: number } & Input>({
    mutationFn: ({ id, ...input }) =>
      http.post<MutationResult<ClaimPageDto>>(`/${CLAIMS}/${id}/${path}`, input),
    onSuccess: (result) => {
      queryClient.setQueryData(detailKey(result.data.id), result.data)
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all(CLAIMS) })
    },
    // A 409 means someone else moved the claim meanwhile: show it as it is now.
    onError: (error, { id }) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: detailKey(id) })
    },
  })
}

export const useChangeClaimStatus = () => useClaimMutation<ClaimStatusInput>('status')
export const useReplyToOwner = () => useClaimMutation<{ body: string }>('replies')
export const useAddClaimNote = () => useClaimMutation<{ body: string }>('notes')
export const useReassignClaim = () =>
  useClaimMutation<{ dealerId: number; reason?: string }>('reassign')

/**
 * A photo as an object URL: photos are served only through the API with
 * the bearer token (never a public path), which an `<img src>` cannot send.
 */
export function usePhotoUrl(path: string) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  })
  useEffect(() => {
    let url: string | null = null
    let live = true
    api
      .get<Blob, Blob>(path, { baseURL: '', responseType: 'blob' })
      .then((blob) => {
        url = URL.createObjectURL(blob)
        if (live) setState({ url, failed: false })
        else URL.revokeObjectURL(url)
      })
      .catch(() => live && setState({ url: null, failed: true }))
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [path])
  return state
}
