import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '#dtos/pagination'
import { text } from '#validators/text'

/**
 * The query every list endpoint accepts: search, archived, sort + direction,
 * page, perPage, plus the resource's own filters. Query strings are text, so
 * numbers are converted and anything out of range is a 422, never a 500.
 */
export function listQueryValidator<
  Sort extends string,
  Filters extends Record<string, SchemaTypes>,
>(sortable: readonly Sort[], filters: Filters) {
  return vine.compile(
    vine.object({
      search: text().maxLength(100).optional(),
      archived: vine.enum(['only', 'with'] as const).optional(),
      sort: vine.enum(sortable).optional(),
      direction: vine.enum(['asc', 'desc'] as const).optional(),
      page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
      perPage: vine
        .number()
        .in([...PER_PAGE_OPTIONS])
        .optional()
        .transform((value) => value ?? DEFAULT_PER_PAGE),
      ...filters,
    })
  )
}
