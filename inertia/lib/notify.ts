import { createNotificationsStore, notifications } from '@mantine/notifications'
import type { FlashMessage } from '#dtos/shared'

/**
 * Page-level toasts (server flash messages) have their own store so they get
 * their own place and limit: top-center, at most 2 visible (spec point 9).
 * Every other toast uses Mantine's default store: bottom-right, limit 5.
 */
export const pageNotificationsStore = createNotificationsStore()
export const FLASH_AUTO_CLOSE = 5000

/** Mantine's close button is an icon: name it for screen readers. */
const closeButtonProps = { 'aria-label': 'Close notification' }

/** The one toast path: green "Success" or red "Error". */
export function notifySuccess(message: string, autoClose?: number) {
  notifications.show({ title: 'Success', message, color: 'green', autoClose, closeButtonProps })
}

export function notifyError(message: string, autoClose?: number) {
  notifications.show({ title: 'Error', message, color: 'red', autoClose, closeButtonProps })
}

/** A server flash: "Success" (green) for type success, "Error" (red) for anything else. */
export function notifyFlash(flash: FlashMessage) {
  const success = flash.type === 'success'
  notifications.show(
    {
      title: success ? 'Success' : 'Error',
      message: flash.message,
      color: success ? 'green' : 'red',
      autoClose: FLASH_AUTO_CLOSE,
      closeButtonProps,
    },
    pageNotificationsStore
  )
}
