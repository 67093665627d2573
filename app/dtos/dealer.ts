/**
 * Dealers (installer shops) as the admin API sends them.
 *
 * Conventions of the whole admin API (dealers, products, users):
 * - every mutation (create 201, update/archive/restore 200) answers
 *   `MutationResult<Dto>` = `{ message, data }`; the message is the text of
 *   the client's success toast ("Dealer created.", "User archived.", …);
 * - a rule broken through the edit form is a 422 on the field concerned
 *   (e.g. deactivating a dealer with active staff → `errors.status`); a rule
 *   broken by an action without a form (archive, restore) is a 409 `{ message }`;
 * - archive and restore are idempotent.
 */
export const DEALER_STATUSES = ['active', 'inactive'] as const
export type DealerStatus = (typeof DEALER_STATUSES)[number]

export type DealerDto = {
  id: number
  code: string
  name: string
  contactName: string | null
  phone: string
  email: string | null
  address: string | null
  city: string | null
  status: DealerStatus
  notes: string | null
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/**
 * `GET /api/admin/dealers/options`, for selects: admins get the active, not
 * archived dealers; staff get their own dealer only.
 */
export type DealerOptionDto = { id: number; code: string; name: string }

/** Body of `POST /api/admin/dealers` and `PUT /api/admin/dealers/:id`. */
export type DealerInput = {
  code?: string | null
  name: string
  contactName?: string | null
  phone: string
  email?: string | null
  address?: string | null
  city?: string | null
  status: DealerStatus
  notes?: string | null
}

/** Sortable columns and filters of `GET /api/admin/dealers`. */
export const DEALER_SORTS = [
  'code',
  'name',
  'contactName',
  'phone',
  'city',
  'status',
  'createdAt',
  'updatedAt',
] as const
export type DealerSort = (typeof DEALER_SORTS)[number]
export type DealerFilters = { status?: DealerStatus }

/** The answer of every create/update/archive/restore of the admin API. */
export type MutationResult<T> = { message: string; data: T }
