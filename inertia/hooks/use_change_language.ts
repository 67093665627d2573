import { useMutation } from '@tanstack/react-query'
import { router } from '@inertiajs/react'
import type { Locale } from '#dtos/locales'
import type { SessionUserDto } from '#dtos/user'
import { http } from '~/lib/api_client'
import { notifySuccess } from '~/lib/notify'

/**
 * Saves the user's interface language (`PATCH /auth/me`), then reloads the
 * page's props so every text, and the API's messages, switch to it. Its one
 * toast says so, worded in the language just chosen (the mutations' default
 * "Mutation success" would say nothing more).
 */
export function useChangeLanguage() {
  return useMutation({
    mutationFn: (locale: Locale) => http.patch<SessionUserDto>('/auth/me', { locale }),
    meta: { silent: true },
    onSuccess: () => {
      router.reload({
        onSuccess: () => notifySuccess({ key: 'admin.language.changed' }),
      })
    },
  })
}
