import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import Sale from '#models/sale'
import { withSaleRelations } from '#services/sale_query'
import { todayIso } from '#services/warranty_status'
import { serializeWarrantyLookup } from '#serializers/sale'
import { warrantyCodeLookupValidator, warrantyPlateLookupValidator } from '#validators/sale'
import type { EWarrantyPageProps, WarrantyLookupMode } from '#dtos/sale'

/** Several cars can share a plate over the years; a page of them is plenty. */
const MAX_PLATE_MATCHES = 10

/**
 * Per IP: 20 lookups in 10 minutes. Codes have 40 random bits, so guessing
 * is hopeless; the limit stops scraping plates with phone-digit guesses.
 */
const lookupLimiter = limiter.use({ requests: 20, duration: '10 mins' })

type Throttled = InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>

/** Counts one lookup: null when allowed, else the limiter's refusal (with `availableIn`). */
export async function consumeLookup(
  kind: 'search' | 'certificate',
  ip: string
): Promise<Throttled | null> {
  try {
    await lookupLimiter.consume(`e-warranty:${kind}:${ip}`)
    return null
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return error
    throw error
  }
}

type Query = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Which form the visitor used: a code wins; plate fields or `?mode=plate` mean the plate form. */
export function lookupMode(query: Query): WarrantyLookupMode {
  if (text(query.code)) return 'code'
  if (text(query.plate) || text(query.phone4) || query.mode === 'plate') return 'plate'
  return 'code'
}

/** A search was asked for (as opposed to opening the page, maybe on a tab). */
export function isLookup(query: Query) {
  return ['code', 'plate', 'phone4'].some((key) => query[key] !== undefined)
}

export function emptyLookup(query: Query): EWarrantyPageProps {
  return {
    mode: lookupMode(query),
    query: { code: '', plate: '', phone4: '' },
    results: null,
    lookupErrors: {},
    retryAfter: null,
  }
}

export function findByCode(storedCode: string) {
  return withSaleRelations(Sale.query().where('warranty_code', storedCode)).first()
}

function findByPlate(plateNormalized: string, phone4: string) {
  // Phones are stored as "+" and digits only, so the last 4 digits are a suffix.
  return withSaleRelations(
    Sale.query()
      .where('plate_normalized', plateNormalized)
      .where('customer_phone', 'like', `%${phone4}`)
  )
    .orderBy('installed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PLATE_MATCHES)
}

/**
 * Validates the query and looks the warranty up. No match is an empty list,
 * whatever the reason, so the page cannot tell a stranger whether a plate
 * is on file. `invalid` is true when the form has field errors.
 */
export async function lookupWarranties(
  query: Query
): Promise<{ props: EWarrantyPageProps; invalid: boolean }> {
  const mode = lookupMode(query)
  const echo = {
    code: text(query.code).slice(0, 40),
    plate: text(query.plate).slice(0, 20),
    phone4: text(query.phone4).slice(0, 4),
  }
  const props: EWarrantyPageProps = {
    mode,
    query: echo,
    results: null,
    lookupErrors: {},
    retryAfter: null,
  }

  const [error, input] =
    mode === 'code'
      ? await warrantyCodeLookupValidator.tryValidate({ code: query.code })
      : await warrantyPlateLookupValidator.tryValidate({ plate: query.plate, phone4: query.phone4 })
  if (error) {
    for (const item of error.messages as { field: string; message: string }[]) {
      const field = item.field as keyof EWarrantyPageProps['lookupErrors']
      props.lookupErrors[field] ??= item.message
    }
    return { props, invalid: true }
  }

  const sales =
    'code' in input
      ? [await findByCode(input.code)].filter((sale): sale is Sale => sale !== null)
      : await findByPlate(input.plate, input.phone4)
  const today = todayIso()
  props.results = sales.map((sale) => serializeWarrantyLookup(sale, today))
  return { props, invalid: false }
}
