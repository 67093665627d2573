import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MutationResult } from '#dtos/dealer'
import type { OutboxMessageDto } from '#dtos/messaging'
import { http, type ApiError } from '~/lib/api_client'
import { resourceKeys } from '~/hooks/use_resource'

export const OUTBOX = 'outbox'

/** `POST /outbox/:id/retry`: a failed message goes back to the queue; the toast is the server's. */
export function useRetryMessage() {
  const queryClient = useQueryClient()
  return useMutation<MutationResult<OutboxMessageDto>, ApiError, number>({
    mutationFn: (id) => http.post<MutationResult<OutboxMessageDto>>(`/${OUTBOX}/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(OUTBOX) }),
  })
}
