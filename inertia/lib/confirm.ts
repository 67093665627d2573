import { openConfirmModal } from '@mantine/modals'
import { focusOrigin, returnFocusTo } from '~/hooks/use_return_focus'

type ConfirmOptions = Parameters<typeof openConfirmModal>[0] & {
  /**
   * False when confirming closes the dialog underneath too (a "Discard
   * changes?" over a form): that dialog then returns the focus itself.
   */
  returnFocusOnConfirm?: boolean
}

/**
 * The one confirm dialog (centred, not closed by an outside click, from the
 * ModalsProvider): on Cancel, Escape or the close button focus goes back to
 * the control that asked, and on confirm too unless told otherwise.
 */
export function openConfirm({ returnFocusOnConfirm = true, ...options }: ConfirmOptions) {
  const origin = focusOrigin()
  let confirmed = false
  return openConfirmModal({
    ...options,
    onConfirm: () => {
      confirmed = true
      options.onConfirm?.()
    },
    onClose: () => {
      options.onClose?.()
      if (!confirmed || returnFocusOnConfirm) returnFocusTo(origin)
    },
  })
}
