import { router } from '@inertiajs/react'
import { openConfirm } from '~/lib/confirm'

/** What a form with unsaved changes says when someone tries to leave it, and its two buttons. */
export type LeaveWarning = { title: string; message: string; leave: string; stay: string }

const warnings = new Set<LeaveWarning>()
/** Set once the user agreed to leave (or must leave), until the page changes. */
let leaving = false
let detachRouter: (() => void) | null = null

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (leaving || warnings.size === 0) return
  // The browser shows its own "Leave site?" dialog; its text cannot be chosen.
  event.preventDefault()
  event.returnValue = ''
}

/**
 * Asks whether to leave the forms with unsaved changes; resolves true when
 * there are none or the user chose Leave.
 */
export function confirmLeave(): Promise<boolean> {
  const [warning] = warnings
  if (!warning || leaving) return Promise.resolve(true)
  return new Promise((resolve) => {
    let answered = false
    const answer = (leave: boolean) => {
      if (answered) return
      answered = true
      if (leave) leaving = true
      resolve(leave)
    }
    openConfirm({
      // Leaving moves on to another page; staying gives the focus back.
      returnFocusOnConfirm: false,
      title: warning.title,
      children: warning.message,
      labels: { confirm: warning.leave, cancel: warning.stay },
      confirmProps: { color: 'red' },
      onConfirm: () => answer(true),
      onClose: () => answer(false),
    })
  })
}

/** For a navigation that must happen anyway (signed out elsewhere): no more questions. */
export function allowLeave() {
  leaving = true
}

/**
 * An Inertia visit to another page (a sidebar link, a Link, `router.visit`)
 * is held back while a form has unsaved changes, and made once the user
 * chooses Leave. Prefetches and partial reloads of the same page pass.
 */
function attachRouter() {
  const stopBefore = router.on('before', (event) => {
    const visit = event.detail.visit
    if (leaving || warnings.size === 0 || visit.prefetch) return
    if (visit.only.length > 0 || visit.except.length > 0) return
    event.preventDefault()
    void confirmLeave().then((leave) => {
      if (!leave) return
      router.visit(visit.url, {
        method: visit.method,
        data: visit.data,
        replace: visit.replace,
        preserveScroll: visit.preserveScroll,
        preserveState: visit.preserveState,
        headers: visit.headers,
      })
    })
  })
  // Once another page is shown, its forms start with a clean slate.
  const stopNavigate = router.on('navigate', () => {
    leaving = false
  })
  window.addEventListener('beforeunload', onBeforeUnload)
  return () => {
    stopBefore()
    stopNavigate()
    window.removeEventListener('beforeunload', onBeforeUnload)
  }
}

/** Registers a warning while a form has unsaved changes; returns its removal. */
export function warnBeforeLeaving(warning: LeaveWarning) {
  warnings.add(warning)
  detachRouter ??= attachRouter()
  return () => {
    warnings.delete(warning)
    if (warnings.size === 0) {
      detachRouter?.()
      detachRouter = null
    }
  }
}
