import { router } from '@inertiajs/react'
import { openConfirm } from '~/lib/confirm'
import { holdPopstate } from '~/lib/popstate_gate'

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

/** Where the page with the form is in the session history (Navigation API; null where there is none). */
function historyIndex(): number | null {
  const { navigation } = window as { navigation?: { currentEntry?: { index: number } | null } }
  return navigation?.currentEntry?.index ?? null
}

/** The form page's place in the history, taken when its first warning is registered. */
let formIndex: number | null = null
/** Set while the app itself goes back to the form after the user chose Stay: no question then. */
let returning = false

/**
 * The browser's Back (or Forward) within the app: Inertia would show the
 * other entry's page at once. This runs before Inertia's listener
 * (~/lib/popstate_gate), holds the event back and asks; Leave hands the same
 * event on to Inertia, Stay goes back to the form's entry, where the form
 * still has what was typed. The address bar shows the other entry while the
 * question is open. Returns whether the event is held.
 */
function onPopState(event: PopStateEvent): boolean {
  if (returning) {
    returning = false
    return true
  }
  if (leaving || warnings.size === 0) return false
  const { state } = event
  const landed = historyIndex()
  // Without the Navigation API, the usual case: it was Back, one entry.
  const delta = formIndex !== null && landed !== null ? formIndex - landed : 1
  void confirmLeave().then((leave) => {
    if (leave) {
      window.dispatchEvent(new PopStateEvent('popstate', { state }))
    } else if (delta !== 0) {
      returning = true
      window.history.go(delta)
    }
  })
  return true
}

/**
 * An Inertia visit to another page (a sidebar link, a Link, `router.visit`)
 * is held back while a form has unsaved changes, and made once the user
 * chooses Leave. Prefetches and partial reloads of the same page pass; the
 * browser's Back and Forward ask the same question (onPopState).
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
  formIndex = historyIndex()
  holdPopstate(onPopState)
  return () => {
    stopBefore()
    stopNavigate()
    window.removeEventListener('beforeunload', onBeforeUnload)
    holdPopstate(null)
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
