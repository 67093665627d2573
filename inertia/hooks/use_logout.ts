import { useMutation } from '@tanstack/react-query'
import { http } from '~/lib/api_client'
import { clearCredentials } from '~/lib/cookies'
import { confirmLeave } from '~/lib/leave_guard'

type MessageDto = { message: string }

/**
 * Logout: with a form holding unsaved changes, the user is asked first (in
 * the app's dialog, before the session ends, rather than the browser's once
 * it is gone). The stored credentials go whatever the answer; on success a
 * full visit to the login page (so no admin state survives), a failure shows
 * the mutation error toast.
 */
export function useLogout() {
  const logout = useMutation({
    mutationFn: () => http.post<MessageDto>('/auth/logout'),
    onSettled: () => clearCredentials(),
    onSuccess: () => window.location.assign('/admin/login'),
  })
  const mutate = () => {
    void confirmLeave().then((leave) => leave && logout.mutate())
  }
  return { ...logout, mutate }
}
