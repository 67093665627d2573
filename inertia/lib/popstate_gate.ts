/**
 * A place in front of Inertia's own `popstate` listener. Listeners on the
 * window run in the order they were added (capturing or not), and Inertia
 * adds its own when the app starts; this gate is added just before
 * (startClient), so a page can hold the browser's Back or Forward back
 * (~/lib/leave_guard) before Inertia swaps the page. No dependencies: the
 * public pages load it too.
 */
type Holder = (event: PopStateEvent) => boolean

let holder: Holder | null = null
let installed = false

/** Adds the gate once, before the Inertia app starts. */
export function installPopstateGate() {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('popstate', (event) => {
    if (holder?.(event)) event.stopImmediatePropagation()
  })
}

/** While set, `hold` sees each `popstate` first; returning true keeps it from Inertia. */
export function holdPopstate(hold: Holder | null) {
  holder = hold
}
