import { createNotificationsStore, notifications } from '@mantine/notifications'
import type { FlashMessage } from '#dtos/shared'
import { useT } from '~/shared/i18n'

/**
 * Page-level toasts (server flash messages) have their own store so they get
 * their own place and limit: top-center, at most 2 visible (spec point 9).
 * Every other toast uses Mantine's default store: bottom-right, limit 5.
 */
export const pageNotificationsStore = createNotificationsStore()
export const FLASH_AUTO_CLOSE = 5000

/**
 * A toast's title, worded when it is drawn, in the page's language: toasts
 * are shown from outside React (mutation callbacks), and one shown as the
 * language changes follows the new one. (Their close button is named by
 * AdminProviders the same way.)
 */
function ToastTitle({ success }: { success: boolean }) {
  const t = useT()
  return t(success ? 'admin.toast.success' : 'admin.toast.error')
}

/** The one toast path: green "Success" or red "Error". */
export function notifySuccess(message: string, autoClose?: number) {
  notifications.show({
    title: <ToastTitle success />,
    message,
    color: 'green',
    autoClose,
  })
}

export function notifyError(message: string, autoClose?: number) {
  notifications.show({
    title: <ToastTitle success={false} />,
    message,
    color: 'red',
    autoClose,
  })
}

/** A server flash: "Success" (green) for type success, "Error" (red) for anything else. */
export function notifyFlash(flash: FlashMessage) {
  const success = flash.type === 'success'
  notifications.show(
    {
      title: <ToastTitle success={success} />,
      message: flash.message,
      color: success ? 'green' : 'red',
      autoClose: FLASH_AUTO_CLOSE,
    },
    pageNotificationsStore
  )
}
