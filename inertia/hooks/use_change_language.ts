import { useMutation } from '@tanstack/react-query'
import { router } from '@inertiajs/react'
import type { Locale } from '#dtos/locales'
import type { SessionUserDto } from '#dtos/user'
import { http } from '~/lib/api_client'
import { CATALOGUES } from '~/shared/i18n'
import { notifySuccess } from '~/lib/notify'

/**
 * Saves the user's interface language (`PATCH /auth/me`), then reloads the
 * page's props so every text, and the API's messages, switch to it. The
 * toast is worded in the language just chosen.
 */
export function useChangeLanguage() {
  return useMutation({
    mutationFn: (locale: Locale) => http.patch<SessionUserDto>('/auth/me', { locale }),
    onSuccess: (_user, locale) => {
      router.reload({
        onSuccess: () => notifySuccess(CATALOGUES[locale]['admin.language.changed']),
      })
    },
  })
}
