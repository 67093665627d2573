import type { HttpContext } from '@adonisjs/core/http'
import { requestI18n } from '#http/request_locale'
import { auditActor } from '#http/audit_actor'
import type Dealer from '#models/dealer'
import DealerPolicy from '#policies/dealer_policy'
import DealerService from '#services/dealer_service'
import { serializeDealer, serializeDealerOption } from '#serializers/dealer'
import {
  createDealerValidator,
  dealerListValidator,
  updateDealerValidator,
} from '#validators/dealer'
import type { DealerDto, DealerOptionDto, MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

export default class DealersController {
  async index({ request, bouncer }: HttpContext): Promise<Paginated<DealerDto>> {
    await bouncer.with(DealerPolicy).authorize('viewList')
    const query = await request.validateUsing(dealerListValidator, { data: request.qs() })
    const { rows, meta } = await DealerService.list(query)
    return { data: rows.map(serializeDealer), meta }
  }

  async options({ auth, bouncer }: HttpContext): Promise<{ data: DealerOptionDto[] }> {
    await bouncer.with(DealerPolicy).authorize('options')
    const dealers = await DealerService.options(auth.getUserOrFail())
    return { data: dealers.map(serializeDealerOption) }
  }

  async show({ params, bouncer }: HttpContext): Promise<{ data: DealerDto }> {
    await bouncer.with(DealerPolicy).authorize('view')
    return { data: serializeDealer(await DealerService.find(Number(params.id))) }
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    await bouncer.with(DealerPolicy).authorize('create')
    const payload = await request.validateUsing(createDealerValidator)
    const dealer = await DealerService.create(payload, auditActor(ctx))
    return response.created(result(requestI18n(ctx).t('admin.done.dealer.created'), dealer))
  }

  async update(ctx: HttpContext) {
    const { params, request, bouncer } = ctx
    await bouncer.with(DealerPolicy).authorize('update')
    const dealer = await DealerService.find(Number(params.id))
    const payload = await request.validateUsing(updateDealerValidator, { meta: { id: dealer.id } })
    return result(
      requestI18n(ctx).t('admin.done.dealer.updated'),
      await DealerService.update(dealer, payload, auditActor(ctx))
    )
  }

  async destroy(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(DealerPolicy).authorize('archive')
    const dealer = await DealerService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.dealer.archived'),
      await DealerService.archive(dealer, auditActor(ctx))
    )
  }

  async restore(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(DealerPolicy).authorize('restore')
    const dealer = await DealerService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.dealer.restored'),
      await DealerService.restore(dealer, auditActor(ctx))
    )
  }
}

function result(message: string, dealer: Dealer): MutationResult<DealerDto> {
  return { message, data: serializeDealer(dealer) }
}
