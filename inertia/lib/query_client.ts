import { MutationCache, QueryClient } from '@tanstack/react-query'
import type { ApiError } from '~/lib/api_client'
import { notifyError, notifySuccess } from '~/lib/notify'

function messageOf(value: unknown): string | null {
  if (
    value &&
    typeof value === 'object' &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message
  }
  return null
}

/**
 * The spec's query defaults, and the one toast path for mutations: success
 * or failure shows the answer's `message` (or the default text, ~/lib/notify);
 * a mutation that got no answer says the connection is lost.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return
        notifySuccess(messageOf(data))
      },
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silentError) return
        notifyError(messageOf(error))
      },
    }),
    defaultOptions: {
      // A mutation is sent even when the browser says it is offline: it then fails at once and
      // says the connection is lost (the form keeps its values), instead of waiting, paused, with
      // a spinning button and no word.
      mutations: { networkMode: 'always' },
      queries: {
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) => {
          const status = (error as Partial<ApiError>).status
          if (status && status >= 400 && status < 500) return false
          return failureCount < 3
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  })
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean; silentError?: boolean }
  }
}
