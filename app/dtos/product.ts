/**
 * Film products as the admin API sends them. Percentages (vlt, irRejection,
 * uvRejection, tser) are whole numbers 0–100. Mutations answer
 * `MutationResult<ProductDto>` (`{ message, data }`, see #dtos/dealer).
 */
export const PRODUCT_TYPES = ['ceramic', 'carbon', 'dyed', 'metallic', 'hybrid', 'safety'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]
export const PRODUCT_STATUSES = ['active', 'discontinued'] as const

/** A film's warranty term, in whole years (the longest sets how far past a typed date expiries reach). */
export const WARRANTY_YEARS = { min: 1, max: 20 } as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export type ProductDto = {
  id: number
  sku: string
  name: string
  series: string | null
  type: ProductType
  vlt: number
  irRejection: number | null
  uvRejection: number | null
  tser: number | null
  warrantyYears: number
  description: string | null
  status: ProductStatus
  /** Whether the film's warranty passes to a new owner of the car. */
  transferable: boolean
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/** `GET /api/admin/products/options` (staff too): active, not archived products. */
export type ProductOptionDto = {
  id: number
  sku: string
  name: string
  series: string | null
  type: ProductType
  vlt: number
  warrantyYears: number
}

/** Body of `POST /api/admin/products` and `PUT /api/admin/products/:id`. */
export type ProductInput = {
  sku: string
  name: string
  series?: string | null
  type: ProductType
  vlt: number
  irRejection?: number | null
  uvRejection?: number | null
  tser?: number | null
  warrantyYears: number
  description?: string | null
  status: ProductStatus
  /** Defaults to true on create; unchanged on update when left out. */
  transferable?: boolean
}

/** Sortable columns and filters of `GET /api/admin/products`. */
export const PRODUCT_SORTS = [
  'sku',
  'name',
  'series',
  'type',
  'vlt',
  'irRejection',
  'uvRejection',
  'tser',
  'warrantyYears',
  'status',
  'createdAt',
  'updatedAt',
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export type ProductFilters = { status?: ProductStatus; type?: ProductType }
