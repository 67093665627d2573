import type { DashboardShareDto, DashboardSharesDto } from '#dtos/dashboard'

/**
 * The first `top` of `rows` (already sorted, most first) as bars, and the rest
 * summed as "others", so a chart stays readable with a hundred dealers.
 */
export function topWithOthers(rows: DashboardShareDto[], top: number): DashboardSharesDto {
  const rest = rows.slice(top)
  return {
    top: rows.slice(0, top),
    others: { count: rest.reduce((sum, row) => sum + row.count, 0), groups: rest.length },
  }
}
