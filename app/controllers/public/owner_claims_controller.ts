import { readFile, rm } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import { DEFAULT_LOCALE } from '#config/i18n'
import { findByCode } from '#http/warranty_lookup'
import { publicApiDocument } from '#renderers/openapi/public_document'
import { grantOwnerProof, hasOwnerProof } from '#http/owner_proof'
import { codeRequestNeedsProof, consumeCodeSend } from '#http/rate_limits'
import { checkProof } from '#http/proof_of_work'
import { requestBaseUrl } from '#http/public_url'
import { clientIp } from '#http/client_ip'
import { requestI18n, requestLocale } from '#http/request_locale'
import { localizeValidation } from '#exceptions/localized_problem'
import { fieldError } from '#exceptions/field_error'
import OwnerRefusal from '#exceptions/owner_refusal'
import OneTimeCodeService from '#services/one_time_code_service'
import ClaimFilingService, { ClaimRefused, claimRefusal } from '#services/claim_filing_service'
import { PhotoRefused, preparePhoto, type PreparedPhoto } from '#services/claim_photos'
import { claimByAccessToken, claimCounts, ownerClaimsOfSale } from '#queries/owner_claim_query'
import { serializeOwnerWarranty, serializePublicClaim } from '#serializers/public_claim'
import {
  fileClaimValidator,
  requestCodeValidator,
  verifyCodeValidator,
} from '#validators/public_claim'
import { parseWarrantyCode } from '#domain/warranty_code'
import { formatTypedDate } from '#domain/typed_date'
import appLocale from '#config/locale'
import { calendarDate, todayIso } from '#domain/warranty_status'
import { phoneHint } from '#domain/claim_number'
import { localizedPath } from '#dtos/locales'
import { CLAIM_LIMITS } from '#dtos/claim'
import { LIMITS } from '#http/rate_limits'
import {
  OWNER_PROOF_MINUTES,
  type ClaimFiledDto,
  type ClaimNewPageProps,
  type ClaimStatusPageProps,
  type CodeChallengeDto,
  type CodeSentDto,
  type CodeVerifiedDto,
  type OwnerClaimsPageProps,
} from '#dtos/owner_claim'

const notFound = () => new Exception('Not found.', { status: 404, code: 'E_ROW_NOT_FOUND' })

/** The sale of a warranty code in the URL (formatted or not), with its dealer and films; else 404. */
async function saleOf(code: unknown) {
  const stored = parseWarrantyCode(String(code ?? ''))
  const sale = stored ? await findByCode(stored) : null
  if (!sale) throw notFound()
  return sale
}

/**
 * Validates with the owner's messages: `owner_claims.errors.<field>.<rule>`
 * of the page's language when the catalogue has it, else the app's
 * localisation. The rule is renamed so the handler quotes the text as is.
 */
async function validate<V extends VineValidator<any, any>>(
  validator: V,
  data: unknown,
  i18n: I18n,
  meta?: Record<string, unknown>
): Promise<Awaited<ReturnType<V['validate']>>> {
  const [error, value] = await validator.tryValidate(data, meta ? { meta } : undefined)
  if (!error) return value
  const messages = (error.messages as Parameters<typeof localizeValidation>[0][]).map((item) => {
    const path = item.field.replace(/\.\d+(?=\.|$)/g, '')
    const rule = item.rule.startsWith('required') ? 'required' : item.rule
    const key = `owner_claims.errors.${path}.${rule}`
    const date = typeof item.meta?.date === 'string' ? item.meta.date : ''
    const values = { ...item.meta, date: date && formatTypedDate(date, appLocale.dateOrder) }
    const message = i18n.hasMessage(key) ? i18n.t(key, values) : localizeValidation(item, i18n)
    return { field: path, message, rule: 'owner' }
  })
  throw new vineErrors.E_VALIDATION_ERROR(messages)
}

/** Pages of one owner's data: never kept by a browser or a shared cache. */
function privatePage(ctx: HttpContext) {
  ctx.response.header('Cache-Control', 'no-store')
  ctx.response.header('Referrer-Policy', 'no-referrer')
  ctx.response.header('X-Robots-Tag', 'noindex')
}

/**
 * The owner's side of a claim: three server-rendered pages (report a
 * problem, see my claims, a claim by its private link) and the JSON API
 * they call (/api/public). Proof of holding the phone on file is a
 * one-time code, then a cookie scoped to that sale (#http/owner_proof).
 */
export default class OwnerClaimsController {
  /** `/e-warranty/:code/claim`: the code step, then the form (or why the warranty takes none). */
  async newPage(ctx: HttpContext) {
    const sale = await saleOf(ctx.params.code)
    privatePage(ctx)
    const counts = await claimCounts([sale.id])
    const props: ClaimNewPageProps = {
      warranty: serializeOwnerWarranty(sale, todayIso(), counts.get(sale.id) ?? 0),
      verified: hasOwnerProof(ctx, sale.id),
      refusal: claimRefusal(sale),
    }
    return ctx.inertia.render('public/claim_new', props)
  }

  /** `/e-warranty/:code/claims`: the code step, then the warranty's claims. */
  async claimsPage(ctx: HttpContext) {
    const sale = await saleOf(ctx.params.code)
    privatePage(ctx)
    const verified = hasOwnerProof(ctx, sale.id)
    const claims = verified ? await ownerClaimsOfSale(sale.id) : null
    const counts = await claimCounts([sale.id])
    const props: OwnerClaimsPageProps = {
      warranty: serializeOwnerWarranty(sale, todayIso(), counts.get(sale.id) ?? 0),
      verified,
      claims: claims && claims.map(serializePublicClaim),
    }
    return ctx.inertia.render('public/owner_claims', props)
  }

  /** `/e-warranty/claims/:token`: the claim a private link opens; anything else is the 404 page. */
  async statusPage(ctx: HttpContext) {
    const claim = await claimByAccessToken(String(ctx.params.token))
    if (!claim) throw notFound()
    privatePage(ctx)
    const props: ClaimStatusPageProps = { claim: serializePublicClaim(claim) }
    return ctx.inertia.render('public/claim_status', props)
  }

  /**
   * Sends a one-time code to the phone on file. A client past its budget
   * solves a challenge first (429 `challenge`); a warranty past its codes
   * gets none until the hour passes (429 with Retry-After). A code to file
   * a claim is refused up front for a void or expired warranty.
   */
  async requestCode(ctx: HttpContext) {
    const i18n = requestI18n(ctx)
    const sale = await saleOf(ctx.params.code)
    const input = await validate(requestCodeValidator, ctx.request.all(), i18n)
    if (input.purpose === 'file_claim') {
      const refusal = claimRefusal(sale)
      if (refusal) throw new OwnerRefusal(409, i18n.t(`owner_claims.refusal.${refusal}`))
    }
    if (await codeRequestNeedsProof(ctx)) {
      const check = await checkProof(input.altcha)
      if (check !== 'valid') {
        // The sign-in's answer (components/schemas/ChallengeRequired): the widget, then again.
        const message = i18n.t('owner_claims.code.challenge')
        const body: CodeChallengeDto = {
          message,
          errors: { altcha: message },
          challengeRequired: true,
        }
        return ctx.response.status(429).send(body)
      }
    }
    const throttled = await consumeCodeSend(sale.id)
    if (throttled) {
      const seconds = throttled.response.availableIn
      ctx.response.header('Retry-After', String(seconds))
      throw new OwnerRefusal(
        429,
        i18n.t('owner_claims.code.tooMany', {
          count: LIMITS.codeSendsPerWarranty.requests,
          minutes: Math.max(1, Math.ceil(seconds / 60)),
        })
      )
    }
    await OneTimeCodeService.send(sale, input.purpose, requestLocale(ctx))
    const sent: CodeSentDto = {
      sentTo: phoneHint(sale.customerPhone),
      expiresInMinutes: CLAIM_LIMITS.codeMinutes,
    }
    return ctx.response.status(202).send(sent)
  }

  /** A right code earns the cookie that opens this warranty's claims; a wrong one says why. */
  async verifyCode(ctx: HttpContext) {
    const i18n = requestI18n(ctx)
    const sale = await saleOf(ctx.params.code)
    const input = await validate(verifyCodeValidator, ctx.request.all(), i18n)
    const check = await OneTimeCodeService.verify(sale.id, input.purpose, input.code)
    if (check.result !== 'ok') {
      const tries = check.result === 'wrong' ? check.triesLeft : 0
      throw fieldError('code', i18n.t(`owner_claims.code.${check.result}`, { tries }), 'owner')
    }
    grantOwnerProof(ctx, sale.id)
    const verified: CodeVerifiedDto = { verified: true, validForMinutes: OWNER_PROOF_MINUTES }
    return verified
  }

  /** Files a claim (multipart), all or nothing: 201 with its number and the private link. */
  async file(ctx: HttpContext) {
    const { request, response } = ctx
    const files = request.files('photos')
    try {
      const i18n = requestI18n(ctx)
      const sale = await saleOf(ctx.params.code)
      if (!hasOwnerProof(ctx, sale.id)) {
        throw new OwnerRefusal(403, i18n.t('owner_claims.refusal.unverified'))
      }
      const refusal = claimRefusal(sale)
      if (refusal) throw new OwnerRefusal(409, i18n.t(`owner_claims.refusal.${refusal}`))
      const payload = await validate(fileClaimValidator, request.all(), i18n, {
        installedAt: calendarDate(sale.installedAt),
      })
      const photos = await readPhotos(files, i18n)
      const locale = requestLocale(ctx)
      const base = requestBaseUrl(ctx)
      try {
        const { claim, token } = await ClaimFilingService.file({
          saleId: sale.id,
          payload,
          photos,
          locale,
          actor: { user: null, ip: clientIp(ctx) },
          statusLink: (secret) => `${base}${statusPath(secret, locale)}`,
        })
        const filed: ClaimFiledDto = { number: claim.number, statusUrl: statusPath(token, locale) }
        return response.status(201).send(filed)
      } catch (error) {
        if (!(error instanceof ClaimRefused)) throw error
        if (error.reason === 'window') {
          throw fieldError('windows', i18n.t('owner_claims.refusal.window'), 'owner')
        }
        throw new OwnerRefusal(409, i18n.t(`owner_claims.refusal.${error.reason}`))
      }
    } finally {
      // The body parser's copies, under any field name: read or refused, none is kept.
      const uploads = Object.values(request.allFiles()).flat()
      await Promise.allSettled(uploads.map((file) => file.tmpPath && rm(file.tmpPath)))
    }
  }

  /** The warranty's claims, for its verified owner. */
  async list(ctx: HttpContext) {
    const sale = await saleOf(ctx.params.code)
    if (!hasOwnerProof(ctx, sale.id)) {
      throw new OwnerRefusal(403, requestI18n(ctx).t('owner_claims.refusal.unverified'))
    }
    ctx.response.header('Cache-Control', 'no-store')
    const claims = await ownerClaimsOfSale(sale.id)
    return claims.map(serializePublicClaim)
  }

  /** /api/public described (OpenAPI 3.1). */
  openApi() {
    return publicApiDocument(LIMITS)
  }

  /** One claim by its private link's token. */
  async show(ctx: HttpContext) {
    const claim = await claimByAccessToken(String(ctx.params.token))
    if (!claim) throw notFound()
    ctx.response.header('Cache-Control', 'no-store')
    return serializePublicClaim(claim)
  }
}

function statusPath(token: string, locale: ReturnType<typeof requestLocale>) {
  return localizedPath(`/e-warranty/claims/${token}`, locale, DEFAULT_LOCALE)
}

type Upload = ReturnType<HttpContext['request']['files']>[number]

/** The uploads, checked by their bytes and re-encoded; the first problem answers 422 on `photos`. */
async function readPhotos(files: Upload[], i18n: I18n): Promise<PreparedPhoto[]> {
  const refuse = (problem: string, index: number | null) =>
    fieldError(
      'photos',
      i18n.t(`owner_claims.photos.${problem}`, {
        index: index ?? 0,
        max: CLAIM_LIMITS.photosMax,
        megabytes: CLAIM_LIMITS.photoBytesMax / 1024 / 1024,
      }),
      'owner'
    )
  if (files.length > CLAIM_LIMITS.photosMax) throw refuse('tooMany', null)
  const photos: PreparedPhoto[] = []
  for (const [position, file] of files.entries()) {
    const index = position + 1
    if (file.size > CLAIM_LIMITS.photoBytesMax) throw refuse('tooLarge', index)
    if (!file.tmpPath) throw refuse('unreadable', index)
    try {
      photos.push(await preparePhoto(await readFile(file.tmpPath), index))
    } catch (error) {
      if (error instanceof PhotoRefused) throw refuse(error.problem, error.index)
      throw error
    }
  }
  return photos
}
