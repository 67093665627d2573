import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import type { LegalTintMinimums } from '#dtos/legal_tint'

/** This market's VLT minimums per window (shared prop `site.legalTint`). */
export function useLegalTint(): LegalTintMinimums {
  return usePage<SharedPageProps>().props.site.legalTint ?? {}
}
