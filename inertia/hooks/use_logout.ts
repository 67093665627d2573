import { useMutation } from '@tanstack/react-query'
import { http } from '~/lib/api_client'
import { clearCredentials } from '~/lib/cookies'

type MessageDto = { message: string }

/**
 * Logout: the stored credentials go whatever the answer; on success a full
 * visit to the login page (so no admin state survives), a failure shows the
 * mutation error toast.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => http.post<MessageDto>('/auth/logout'),
    onSettled: () => clearCredentials(),
    onSuccess: () => window.location.assign('/admin/login'),
  })
}
