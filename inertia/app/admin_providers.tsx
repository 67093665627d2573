import { useMemo, useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Drawer, MantineThemeProvider, Modal, Notification, PasswordInput } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { useMediaQuery } from '@mantine/hooks'
import type { SharedPageProps } from '#dtos/shared'
import { setApiBaseUrl } from '~/lib/api_client'
import { setLocale } from '~/shared/locale'
import { createQueryClient } from '~/lib/query_client'
import { FLASH_AUTO_CLOSE, pageNotificationsStore, TOASTS_ON_TOP_QUERY } from '~/lib/notify'
import { LanguageProvider, useT, type Translate } from '~/shared/i18n'
import '@mantine/notifications/styles.css'

/**
 * Everything the admin pages share: the query client, modals (centred, not
 * closed by an outside click), the two toast stacks (spec point 9) and the
 * user's language.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <Providers>{children}</Providers>
    </LanguageProvider>
  )
}

/**
 * Mantine's icon-only buttons (the close button of dialogs, drawers and
 * toasts, a password's show/hide) named for screen readers in the page's
 * language, when they are drawn: a toast shown just before a language switch
 * follows it. A dialog may give a more specific name.
 */
function iconButtonNames(t: Translate) {
  const named = (label: string) => ({ defaultProps: { closeButtonProps: { 'aria-label': label } } })
  return {
    components: {
      Modal: Modal.extend(named(t('admin.list.close'))),
      Drawer: Drawer.extend(named(t('admin.list.close'))),
      Notification: Notification.extend(named(t('admin.toast.close'))),
      PasswordInput: PasswordInput.extend({
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': t('admin.password.visibility') },
        },
      }),
    },
  }
}

function Providers({ children }: { children: ReactNode }) {
  const { site } = usePage<SharedPageProps>().props
  setApiBaseUrl(site.apiBaseUrl)
  setLocale(site.locale)
  const t = useT()
  const iconNames = useMemo(() => iconButtonNames(t), [t])
  const [queryClient] = useState(createQueryClient)
  const toastPosition = useMediaQuery(TOASTS_ON_TOP_QUERY) ? 'top-center' : 'bottom-right'
  return (
    <QueryClientProvider client={queryClient}>
      <MantineThemeProvider theme={iconNames}>
        <ModalsProvider modalProps={{ centered: true, closeOnClickOutside: false }}>
          <Notifications
            position={toastPosition}
            limit={5}
            autoClose={4000}
            transitionDuration={250}
            containerWidth={440}
            notificationMaxHeight={200}
          />
          {/* Page-level toasts (server flash): top-center, at most 2 visible. */}
          <Notifications
            store={pageNotificationsStore}
            position="top-center"
            limit={2}
            autoClose={FLASH_AUTO_CLOSE}
            transitionDuration={250}
            containerWidth={440}
            notificationMaxHeight={200}
          />
          {children}
        </ModalsProvider>
      </MantineThemeProvider>
    </QueryClientProvider>
  )
}
