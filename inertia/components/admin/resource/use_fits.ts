import { useRef, useState } from 'react'
import { useIsomorphicEffect } from '@mantine/hooks'

/**
 * A page scrollbar that comes or goes takes or gives about 15 px: what was
 * laid out in full is kept until it truly lacks room, and comes back only with
 * this much to spare, so a list never flips between its two forms.
 */
const HYSTERESIS = 24

/** Whether `need` px fit in `width`, given what was shown before (`previous`). */
export function fitsIn(width: number, need: number, previous: boolean | null) {
  return previous ? width >= need : width >= need + HYSTERESIS
}

/**
 * The width an element has, measured before the first paint (no frame of
 * the wrong layout) and followed as the window or the sidebar changes it;
 * null until measured. The list pattern's one rule is built on it: a part is
 * laid out in full only where it fits (the table, the filters in a row).
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState<number | null>(null)
  useIsomorphicEffect(() => {
    const node = ref.current
    if (!node) return
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/**
 * Whether something `need` px wide fits in `width` (from `useWidth`), false
 * until measured. Within the hysteresis the answer keeps its last value.
 */
export function useFits(width: number | null, need: number) {
  const [shown, setShown] = useState<boolean | null>(null)
  const fits = width === null ? null : fitsIn(width, need, shown)
  // React's way of keeping what was decided before: state adjusted during render.
  if (fits !== shown) setShown(fits)
  return fits === true
}
