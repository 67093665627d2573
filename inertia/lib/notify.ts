import { notifications } from '@mantine/notifications'

/** The one toast path: green "Success" or red "Error". */
export function notifySuccess(message: string, autoClose?: number) {
  notifications.show({ title: 'Success', message, color: 'green', autoClose })
}

export function notifyError(message: string, autoClose?: number) {
  notifications.show({ title: 'Error', message, color: 'red', autoClose })
}
