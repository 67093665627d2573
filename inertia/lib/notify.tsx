import { em } from '@mantine/core'
import { createNotificationsStore, notifications } from '@mantine/notifications'
import type { FlashMessage } from '#dtos/shared'
import { useT } from '~/shared/i18n'

/**
 * Page-level toasts (server flash messages) have their own store so they get
 * their own place and limit: top-center, at most 2 visible (spec point 9).
 * Every other toast uses Mantine's default store: bottom-right (top-center
 * on narrow screens, TOASTS_ON_TOP_QUERY), limit 5.
 */
export const pageNotificationsStore = createNotificationsStore()
export const FLASH_AUTO_CLOSE = 5000

/**
 * Where the other toasts go on phones and tablets held upright: at the
 * bottom, where the spec puts them, they would lie over what the thumb
 * presses next (a form's buttons, the hand-over's WhatsApp) for seconds, so
 * there they show at the top, over the header. Wider screens keep the
 * spec's bottom-right, where a pointer pauses or closes them.
 */
export const TOASTS_ON_TOP_QUERY = `(max-width: ${em(991.98)})`

/**
 * A toast's own words (its title, a default message), worded when it is
 * drawn, in the page's language: toasts are shown from outside React
 * (mutation callbacks), and one shown as the language changes follows the
 * new one. (Their close button is named by AdminProviders the same way.)
 */
function Worded({ id }: { id: string }) {
  const t = useT()
  return t(id)
}

/** What a toast says: a text (the server's, already in the user's language) or a catalogue key. */
export type ToastText = string | { key: string }

function said(text: ToastText | null, fallbackKey: string) {
  if (typeof text === 'string') return text
  return <Worded id={text?.key ?? fallbackKey} />
}

/** The one toast path: green "Success" or red "Error"; without a message, "Mutation success". */
export function notifySuccess(message: ToastText | null, autoClose?: number) {
  notifications.show({
    title: <Worded id="admin.toast.success" />,
    message: said(message, 'admin.toast.mutationSuccess'),
    color: 'green',
    autoClose,
  })
}

export function notifyError(message: ToastText | null, autoClose?: number) {
  notifications.show({
    title: <Worded id="admin.toast.error" />,
    message: said(message, 'admin.toast.mutationFailed'),
    color: 'red',
    autoClose,
  })
}

/** A server flash: "Success" (green) for type success, "Error" (red) for anything else. */
export function notifyFlash(flash: FlashMessage) {
  const success = flash.type === 'success'
  notifications.show(
    {
      title: <Worded id={success ? 'admin.toast.success' : 'admin.toast.error'} />,
      message: flash.message,
      color: success ? 'green' : 'red',
      autoClose: FLASH_AUTO_CLOSE,
    },
    pageNotificationsStore
  )
}
