import { useEffect, useLayoutEffect, useRef } from 'react'

// Layout effects do not run on the server; the dialogs using this are closed there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The control a dialog should give focus back to: what has focus now, or,
 * when that is an item of a menu (which closes with the click), the button
 * that opened the menu.
 */
export function focusOrigin(): HTMLElement | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || active === document.body) return null
  const menu = active.closest('[role="menu"]')
  const targetId = menu?.getAttribute('aria-labelledby')
  const target = targetId ? document.getElementById(targetId) : null
  return target ?? (menu ? null : active)
}

/**
 * Focuses `origin` once the closing dialog has let go of the focus (its trap
 * is off; Mantine's own return, 10 ms later, then sees focus moved and stays
 * out of it). A control that has left the page is skipped.
 */
export function returnFocusTo(origin: HTMLElement | null) {
  window.setTimeout(() => {
    if (origin?.isConnected) origin.focus({ preventScroll: true })
  })
}

/**
 * For a dialog (modal, drawer) controlled by `opened`: remembers the control
 * that opened it, also when the dialog mounts already open, and gives focus
 * back to it on every way of closing.
 */
export function useReturnFocus(opened: boolean) {
  const origin = useRef<HTMLElement | null>(null)
  useIsomorphicLayoutEffect(() => {
    if (opened) {
      origin.current = focusOrigin()
      return
    }
    const element = origin.current
    origin.current = null
    if (element) returnFocusTo(element)
  }, [opened])
}
