import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { isAxiosError } from 'axios'
import { notifyError } from '~/lib/notify'

/**
 * A page visit (a sidebar entry, a link) that never gets an answer fails
 * without a word from Inertia: the page just stays. Say so in the error toast.
 * Answers that do arrive, errors included, are Inertia's to show.
 */
export function useNavigationErrors() {
  useEffect(
    () =>
      router.on('exception', (event) => {
        const { exception } = event.detail
        if (isAxiosError(exception) && !exception.response) {
          event.preventDefault()
          notifyError({ key: 'admin.toast.offline' })
        }
      }),
    []
  )
}
