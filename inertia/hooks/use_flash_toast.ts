import { useEffect, useRef } from 'react'
import { usePage } from '@inertiajs/react'
import type { FlashMessage, SharedPageProps } from '#dtos/shared'
import { notifyFlash } from '~/lib/notify'

/**
 * Shows the server's flash message (shared prop `flash`) once per visit. Each
 * visit brings a new props object, so the same text flashed twice still shows.
 */
export function useFlashToast() {
  const { flash } = usePage<SharedPageProps>().props
  const shown = useRef<FlashMessage | null>(null)
  useEffect(() => {
    if (!flash || shown.current === flash) return
    shown.current = flash
    notifyFlash(flash)
  }, [flash])
}
