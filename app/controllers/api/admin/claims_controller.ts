import type { HttpContext } from '@adonisjs/core/http'
import type Claim from '#models/claim'
import ClaimPolicy from '#policies/claim_policy'
import ClaimService from '#services/claim_service'
import { openClaimCount } from '#queries/claim_query'
import { requestI18n } from '#http/request_locale'
import { auditActor } from '#http/audit_actor'
import { serializeClaimPage } from '#serializers/claim'
import {
  claimMessageValidator,
  claimReassignValidator,
  claimStatusValidator,
  listClaimsValidator,
} from '#validators/claim'
import { CLAIM_TRANSITIONS, type ClaimListItemDto } from '#dtos/claim'
import type { ClaimPageDto, OpenClaimsDto } from '#dtos/claim_office'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

/**
 * Both roles; staff only ever reach the claims their dealer works (every
 * read goes through #queries/claim_query visibleClaims, so another
 * dealer's claim is a 404 on every route, the photo route included).
 */
export default class ClaimsController {
  async index({ auth, bouncer, request }: HttpContext): Promise<Paginated<ClaimListItemDto>> {
    await bouncer.with(ClaimPolicy).authorize('viewList')
    const filters = await request.validateUsing(listClaimsValidator, { data: request.qs() })
    return ClaimService.list(auth.getUserOrFail(), filters)
  }

  /** The navigation's badge: open claims (staff: their dealer's; none without a dealer). */
  async openCount({ auth, bouncer }: HttpContext): Promise<{ data: OpenClaimsDto }> {
    await bouncer.with(ClaimPolicy).authorize('viewList')
    const user = auth.getUserOrFail()
    if (!user.isAdmin && user.dealerId === null) return { data: { open: 0 } }
    return { data: { open: await openClaimCount(user.isAdmin ? null : user.dealerId) } }
  }

  async show(ctx: HttpContext): Promise<{ data: ClaimPageDto }> {
    const claim = await this.claim(ctx, 'view')
    return { data: await page(ctx, claim) }
  }

  async status(ctx: HttpContext) {
    const claim = await this.claim(ctx, 'work')
    const payload = await ctx.request.validateUsing(claimStatusValidator)
    const i18n = requestI18n(ctx)
    const user = ctx.auth.getUserOrFail()
    const changed = await ClaimService.changeStatus(user, claim, payload, auditActor(ctx), i18n)
    const status = i18n.t(`claim_office.status.${changed.status}`)
    return result(
      ctx,
      i18n.t('claim_office.done.status', { number: changed.number, status }),
      changed
    )
  }

  async reply(ctx: HttpContext) {
    return this.message(ctx, 'reply')
  }

  async note(ctx: HttpContext) {
    return this.message(ctx, 'note')
  }

  async reassign(ctx: HttpContext) {
    const { auth, bouncer, request } = ctx
    const claim = await this.claim(ctx, 'view')
    await bouncer.with(ClaimPolicy).authorize('reassign')
    const payload = await request.validateUsing(claimReassignValidator)
    const i18n = requestI18n(ctx)
    const user = auth.getUserOrFail()
    await ClaimService.reassign(user, claim, payload, auditActor(ctx), i18n)
    const moved = await ClaimService.find(user, claim.id)
    return result(
      ctx,
      i18n.t('claim_office.done.reassigned', { number: moved.number, dealer: moved.dealer.name }),
      moved
    )
  }

  /** A photo, streamed from the drive disk; only through here, authorised like its claim. */
  async photo({ auth, params, response }: HttpContext) {
    const found = await ClaimService.photo(auth.getUserOrFail(), params.id, params.photoId)
    if (!found) return response.notFound({ message: 'Not found.' })
    response.header('Content-Type', found.photo.contentType)
    response.header('Content-Length', String(found.contentLength))
    // The signed-in user's browser may keep it; no shared cache ever may.
    response.header('Cache-Control', 'private, max-age=3600')
    response.header('X-Content-Type-Options', 'nosniff')
    response.stream(found.stream)
  }

  private async message(ctx: HttpContext, kind: 'reply' | 'note') {
    const claim = await this.claim(ctx, 'work')
    const { body } = await ctx.request.validateUsing(claimMessageValidator)
    const i18n = requestI18n(ctx)
    const user = ctx.auth.getUserOrFail()
    const changed = await ClaimService.addMessage(user, claim, kind, body, auditActor(ctx), i18n)
    return result(ctx, i18n.t(`claim_office.done.${kind}`, { number: changed.number }), changed)
  }

  /** The claim of the URL if the user may see it (else 404), and may do `action` with it (else 403). */
  private async claim(ctx: HttpContext, action: 'view' | 'work') {
    const claim = await ClaimService.find(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with(ClaimPolicy).authorize(action, claim)
    return claim
  }
}

/** The claim's page as the signed-in user sees it, with what they may do with it. */
async function page(ctx: HttpContext, claim: Claim): Promise<ClaimPageDto> {
  const user = ctx.auth.getUserOrFail()
  const policy = ctx.bouncer.with(ClaimPolicy)
  const work = await policy.allows('work', claim)
  const open = claim.status !== 'resolved'
  const permissions = {
    nextStatuses: work ? [...CLAIM_TRANSITIONS[claim.status]] : [],
    reply: work && open,
    note: work && open,
    reassign: open && (await policy.allows('reassign')),
  }
  return serializeClaimPage(claim, permissions, await ClaimService.saleVisible(user, claim))
}

async function result(
  ctx: HttpContext,
  message: string,
  claim: Claim
): Promise<MutationResult<ClaimPageDto>> {
  return { message, data: await page(ctx, claim) }
}
