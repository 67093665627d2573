import { createNotificationsStore, notifications } from '@mantine/notifications'
import type { FlashMessage } from '#dtos/shared'
import type { Translate } from '#dtos/locales'

/**
 * Page-level toasts (server flash messages) have their own store so they get
 * their own place and limit: top-center, at most 2 visible (spec point 9).
 * Every other toast uses Mantine's default store: bottom-right, limit 5.
 */
export const pageNotificationsStore = createNotificationsStore()
export const FLASH_AUTO_CLOSE = 5000

const ENGLISH: Record<string, string> = {
  'admin.toast.success': 'Success',
  'admin.toast.error': 'Error',
  'admin.toast.close': 'Close notification',
}
let translate: Translate = (id) => ENGLISH[id] ?? id

/**
 * Toasts are shown from outside React (mutation callbacks): the admin
 * providers hand over the page's translator on every render, like the API
 * base address, so titles follow the user's language.
 */
export function setToastTranslator(t: Translate) {
  translate = t
}

/** Mantine's close button is an icon: name it for screen readers. */
const closeButtonProps = () => ({ 'aria-label': translate('admin.toast.close') })

/** The one toast path: green "Success" or red "Error". */
export function notifySuccess(message: string, autoClose?: number) {
  notifications.show({
    title: translate('admin.toast.success'),
    message,
    color: 'green',
    autoClose,
    closeButtonProps: closeButtonProps(),
  })
}

export function notifyError(message: string, autoClose?: number) {
  notifications.show({
    title: translate('admin.toast.error'),
    message,
    color: 'red',
    autoClose,
    closeButtonProps: closeButtonProps(),
  })
}

/** A server flash: "Success" (green) for type success, "Error" (red) for anything else. */
export function notifyFlash(flash: FlashMessage) {
  const success = flash.type === 'success'
  notifications.show(
    {
      title: translate(success ? 'admin.toast.success' : 'admin.toast.error'),
      message: flash.message,
      color: success ? 'green' : 'red',
      autoClose: FLASH_AUTO_CLOSE,
      closeButtonProps: closeButtonProps(),
    },
    pageNotificationsStore
  )
}
