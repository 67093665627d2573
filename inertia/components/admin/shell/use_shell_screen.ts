import { useEffect, useState } from 'react'
import { uiStore } from '~/stores/ui_store'
import { SMALL_SCREEN_QUERY } from '~/components/admin/shell/shell_config'

/**
 * Whether the screen is at or below the layout breakpoint, or null before the
 * first measurement (server render, hydration). The sidebar follows the screen:
 * closed on small screens, open on wide ones, also when the window is resized.
 */
export function useShellScreen(): boolean | null {
  const [isSmall, setIsSmall] = useState<boolean | null>(null)
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN_QUERY)
    const apply = () => {
      setIsSmall(query.matches)
      uiStore.setSidebar(!query.matches)
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [])
  return isSmall
}
