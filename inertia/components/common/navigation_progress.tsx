import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import classes from '~/components/common/navigation_progress.module.css'

/** A visit quicker than this shows nothing (Inertia's own default). */
const DELAY_MS = 250
/** How long the finished bar stays while it fills and fades (the CSS transitions). */
const FADE_MS = 400

type State = 'idle' | 'running' | 'done'

/**
 * The bar across the top of the window while a page visit takes a moment.
 * Inertia's own bar (nprogress) marks itself `role="bar"`, which is not an
 * ARIA role: screen readers and axe reject it. This one is decoration only
 * and hidden from assistive technology; they learn of the new page from its
 * title and focus, as for any page load.
 */
export function NavigationProgress() {
  const [state, setState] = useState<State>('idle')

  useEffect(() => {
    let shown = false
    let fade: ReturnType<typeof setTimeout> | undefined
    return router.on('start', (event) => {
      if (!event.detail.visit.showProgress) return
      const reveal = setTimeout(() => {
        clearTimeout(fade)
        shown = true
        // Its animation starts over, also on a bar still fading from the previous visit.
        setState('running')
      }, DELAY_MS)
      const stop = router.on('finish', () => {
        stop()
        clearTimeout(reveal)
        if (!shown) return
        shown = false
        setState('done')
        fade = setTimeout(() => setState('idle'), FADE_MS)
      })
    })
  }, [])

  if (state === 'idle') return null
  return <div className={classes.bar} data-state={state} aria-hidden="true" />
}
