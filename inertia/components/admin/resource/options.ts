import type { FilterOption } from '~/components/admin/resource/types'

/**
 * Select options from a label map. Typing the map as `Record<Union, string>`
 * makes the compiler flag a value the server added but the client forgot.
 */
export function optionsFrom<V extends string>(labels: Record<V, string>): FilterOption[] {
  return Object.entries<string>(labels).map(([value, label]) => ({ value, label }))
}
