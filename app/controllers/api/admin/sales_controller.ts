import type { HttpContext } from '@adonisjs/core/http'
import type Sale from '#models/sale'
import SalePolicy, { staffEditDeadline } from '#policies/sale_policy'
import SalesService from '#services/sales_service'
import SaleTransferService, { notTransferableFilms } from '#services/sale_transfer_service'
import { salesCsvStream } from '#services/sale_export_service'
import { requestI18n } from '#http/request_locale'
import { clientIp } from '#http/client_ip'
import { serializeSaleDetail } from '#serializers/sale'
import { saleHandover } from '#renderers/share_message'
import { requestBaseUrl } from '#http/public_url'
import { formatWarrantyCode } from '#domain/warranty_code'
import { calendarDate, todayIso } from '#domain/warranty_status'
import {
  createSaleValidator,
  listSalesValidator,
  updateSaleValidator,
  transferSaleValidator,
  voidSaleValidator,
} from '#validators/sale'
import type { SaleDetailDto, SaleListItemDto } from '#dtos/sale'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

/** Both roles; staff only ever reach their own dealer's sales (the service scopes every read). */
export default class SalesController {
  async index({ auth, bouncer, request }: HttpContext): Promise<Paginated<SaleListItemDto>> {
    await bouncer.with(SalePolicy).authorize('viewList')
    const filters = await request.validateUsing(listSalesValidator, { data: request.qs() })
    return SalesService.list(auth.getUserOrFail(), filters)
  }

  async show(ctx: HttpContext): Promise<{ data: SaleDetailDto }> {
    const sale = await SalesService.find(ctx.auth.getUserOrFail(), ctx.params.id)
    return { data: await detail(ctx, sale) }
  }

  async store(ctx: HttpContext) {
    const { auth, bouncer, request, response } = ctx
    const user = auth.getUserOrFail()
    await bouncer.with(SalePolicy).authorize('create')
    const payload = await request.validateUsing(createSaleValidator(user), { meta: {} })
    const sale = await SalesService.create(user, payload, clientIp(ctx))
    return response.created(await result(ctx, 'registered', sale))
  }

  async update(ctx: HttpContext) {
    const { auth, bouncer, params, request } = ctx
    const user = auth.getUserOrFail()
    const sale = await SalesService.find(user, params.id)
    await bouncer.with(SalePolicy).authorize('update', sale)
    const payload = await request.validateUsing(updateSaleValidator(user), {
      meta: { saleId: sale.id, savedInstalledAt: calendarDate(sale.installedAt) },
    })
    return result(ctx, 'updated', await SalesService.update(user, sale, payload, clientIp(ctx)))
  }

  async void(ctx: HttpContext) {
    const { auth, bouncer, params, request } = ctx
    const user = auth.getUserOrFail()
    await bouncer.with(SalePolicy).authorize('void')
    const sale = await SalesService.find(user, params.id)
    const { reason } = await request.validateUsing(voidSaleValidator)
    return result(ctx, 'voided', await SalesService.void(user, sale, reason, clientIp(ctx)))
  }

  /** A car sold on: the warranty passes to its new owner (#services/sale_transfer_service). */
  async transfer(ctx: HttpContext) {
    const { auth, bouncer, params, request } = ctx
    const user = auth.getUserOrFail()
    const sale = await SalesService.find(user, params.id)
    await bouncer.with(SalePolicy).authorize('transfer', sale)
    const payload = await request.validateUsing(transferSaleValidator, {
      meta: { installedAt: calendarDate(sale.installedAt) },
    })
    return result(
      ctx,
      'transferred',
      await SaleTransferService.transfer(user, sale, payload, clientIp(ctx))
    )
  }

  /** The list's filters as a CSV download, streamed chunk by chunk; 429 while the export slots are taken. */
  async export(ctx: HttpContext) {
    const { auth, bouncer, request, response } = ctx
    await bouncer.with(SalePolicy).authorize('viewList')
    const filters = await request.validateUsing(listSalesValidator, { data: request.qs() })
    const i18n = requestI18n(ctx)
    const csv = await salesCsvStream(auth.getUserOrFail(), filters, undefined, i18n)
    if (!csv) {
      return response
        .header('Retry-After', '30')
        .status(429)
        .send({ message: i18n.t('export.busy') })
    }
    const { filename, stream } = csv
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="${filename}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(stream)
  }
}

/** The sale as the signed-in user sees it, with what they may do with it. */
async function detail(ctx: HttpContext, sale: Sale): Promise<SaleDetailDto> {
  const { auth, bouncer } = ctx
  const user = auth.getUserOrFail()
  const open = sale.status !== 'void'
  const policy = bouncer.with(SalePolicy)
  const edit = open && (await policy.allows('update', sale))
  const permissions = {
    edit,
    void: open && (await policy.allows('void')),
    editUntil: edit && !user.isAdmin ? staffEditDeadline(sale).toISO() : null,
  }
  const handover = saleHandover(formatWarrantyCode(sale.warrantyCode), requestBaseUrl(ctx))
  const transfer = {
    allowed: open && (await policy.allows('transfer', sale)),
    notTransferable: notTransferableFilms(sale),
  }
  return serializeSaleDetail(sale, todayIso(), permissions, handover, transfer)
}

async function result(
  ctx: HttpContext,
  verb: 'registered' | 'updated' | 'voided' | 'transferred',
  sale: Sale
): Promise<MutationResult<SaleDetailDto>> {
  // The transfer's message is in this feature's own catalogue (tint.json).
  const key = verb === 'transferred' ? 'tint.done.transferred' : `admin.done.sale.${verb}`
  return {
    message: requestI18n(ctx).t(key, { code: formatWarrantyCode(sale.warrantyCode) }),
    data: await detail(ctx, sale),
  }
}
