import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, AUDIT_SORTS, HISTORY_PAGE_SIZE } from '#dtos/audit'
import { PER_PAGE_OPTIONS } from '#dtos/pagination'
import { listQueryValidator } from '#validators/list_query'
import { typedDate } from '#validators/rules'
import { recordId } from '#validators/text'

/**
 * `GET /api/admin/audit`: the shared list query (page, perPage, direction;
 * `search` matches the actor's username) plus the history's own filters.
 */
export const auditListValidator = listQueryValidator(AUDIT_SORTS, {
  recordType: vine.enum(AUDIT_RECORD_TYPES).optional(),
  recordId: recordId().optional(),
  actorId: recordId().optional(),
  action: vine.enum(AUDIT_ACTIONS).optional(),
  from: typedDate().optional(),
  to: typedDate().optional(),
})

export type AuditListQuery = Infer<typeof auditListValidator>

/** `GET /api/admin/sales/:id/history`: which page of the sale's history. */
export const auditHistoryValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine
      .number()
      .in([...new Set([...PER_PAGE_OPTIONS, HISTORY_PAGE_SIZE])])
      .optional()
      .transform((value) => value ?? HISTORY_PAGE_SIZE),
  })
)
