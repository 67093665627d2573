import Sale from '#models/sale'
import { withSaleRelations } from '#queries/sale_query'
import { todayIso } from '#domain/warranty_status'
import { lookupByCode, lookupByPlate, type LookupSale } from '#queries/warranty_lookup_query'
import { serializeWarrantyLookup } from '#serializers/sale'
import { warrantyCodeLookupValidator, warrantyPlateLookupValidator } from '#validators/sale'
import type { EWarrantyPageProps, WarrantyLookupMode } from '#dtos/sale'
import type { HttpContext } from '@adonisjs/core/http'
import {
  recordPlateMiss,
  refundPlateMiss,
  reservePlateMiss,
  searchNeedsProof,
} from '#http/rate_limits'
import { checkProof } from '#http/proof_of_work'
import { PROOF_FIELD } from '#dtos/proof_of_work'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { pageLanguage } from '#http/request_locale'
import { localizeValidation } from '#exceptions/localized_problem'

/** Several cars can share a plate over the years; a page of them is plenty. */
const MAX_PLATE_MATCHES = 10

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
    challenge: null,
  }
}

export function findByCode(storedCode: string) {
  return withSaleRelations(Sale.query().where('warranty_code', storedCode)).first()
}

/**
 * Validates the query and looks the warranty up. No match is an empty list,
 * whatever the reason, so the page cannot tell a stranger whether a plate
 * is on file. `status` is 422 when the form has field errors, 429 when a
 * solved challenge is due and was not sent (or did not hold): this client
 * is over its searches (`overBudget`), this plate over its misses, or every
 * plate together over theirs (see #http/rate_limits); else 200.
 */
export async function lookupWarranties(
  query: Query,
  i18n: I18n,
  overBudget = false
): Promise<{ props: EWarrantyPageProps; status: 200 | 422 | 429 }> {
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
    challenge: null,
  }

  const [error, input] =
    mode === 'code'
      ? await warrantyCodeLookupValidator.tryValidate({ code: query.code })
      : await warrantyPlateLookupValidator.tryValidate({ plate: query.plate, phone4: query.phone4 })
  if (error) {
    for (const item of error.messages as Parameters<typeof localizeValidation>[0][]) {
      const field = item.field as keyof EWarrantyPageProps['lookupErrors']
      props.lookupErrors[field] ??= localizeValidation(item, i18n, 'lookup')
    }
    return { props, status: 422 }
  }

  // A plate lookup is counted as a miss before it is made, so concurrent guesses cannot pass the budget.
  const plate = 'plate' in input ? input.plate : null
  const plateOver = plate !== null && (await reservePlateMiss(plate))
  if (overBudget || plateOver) {
    const check = await checkProof(query[PROOF_FIELD])
    if (check !== 'valid') {
      if (plate !== null) await refundPlateMiss(plate)
      props.challenge = check === 'missing' ? 'required' : 'failed'
      return { props, status: 429 }
    }
  }

  let sales: LookupSale[]
  if ('code' in input) {
    sales = await lookupByCode(input.code)
  } else {
    sales = await lookupByPlate(input.plate, input.phone4, MAX_PLATE_MATCHES)
    if (sales.length > 0) await refundPlateMiss(input.plate)
    else await recordPlateMiss()
  }
  const today = todayIso()
  props.results = sales.map((sale) => serializeWarrantyLookup(sale, today))
  return { props, status: 200 }
}

/**
 * One search of the e-warranty page by this client: counted against the
 * client's budget (over it, a solved challenge is due), then looked up in
 * the page's language.
 */
export async function answerLookup(ctx: HttpContext) {
  const overBudget = await searchNeedsProof(ctx)
  return lookupWarranties(ctx.request.qs(), i18nManager.locale(pageLanguage(ctx)), overBudget)
}
