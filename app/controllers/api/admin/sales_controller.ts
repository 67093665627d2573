import type { HttpContext } from '@adonisjs/core/http'
import type Sale from '#models/sale'
import SalePolicy from '#policies/sale_policy'
import SalesService from '#services/sales_service'
import { salesCsvStream } from '#services/csv_export'
import { serializeSaleDetail } from '#serializers/sale'
import { formatWarrantyCode } from '#services/warranty_code'
import { todayIso } from '#services/warranty_status'
import {
  createSaleValidator,
  listSalesValidator,
  updateSaleValidator,
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

  async show({ auth, params }: HttpContext): Promise<{ data: SaleDetailDto }> {
    const sale = await SalesService.find(auth.getUserOrFail(), params.id)
    return { data: serializeSaleDetail(sale, todayIso()) }
  }

  async store({ auth, bouncer, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    await bouncer.with(SalePolicy).authorize('create')
    const payload = await request.validateUsing(createSaleValidator(user), { meta: {} })
    const sale = await SalesService.create(user, payload)
    return response.created(result('registered', sale))
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const user = auth.getUserOrFail()
    await bouncer.with(SalePolicy).authorize('update')
    const sale = await SalesService.find(user, params.id)
    const payload = await request.validateUsing(updateSaleValidator, { meta: { saleId: sale.id } })
    return result('updated', await SalesService.update(user, sale, payload))
  }

  async void({ auth, bouncer, params, request }: HttpContext) {
    const user = auth.getUserOrFail()
    await bouncer.with(SalePolicy).authorize('void')
    const sale = await SalesService.find(user, params.id)
    const { reason } = await request.validateUsing(voidSaleValidator)
    return result('voided', await SalesService.void(user, sale, reason))
  }

  /** The list's filters as a CSV download, streamed chunk by chunk. */
  async export({ auth, bouncer, request, response }: HttpContext) {
    await bouncer.with(SalePolicy).authorize('viewList')
    const filters = await request.validateUsing(listSalesValidator, { data: request.qs() })
    const { filename, stream } = salesCsvStream(auth.getUserOrFail(), filters)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="${filename}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(stream)
  }
}

function result(verb: string, sale: Sale): MutationResult<SaleDetailDto> {
  return {
    message: `Warranty ${formatWarrantyCode(sale.warrantyCode)} ${verb}.`,
    data: serializeSaleDetail(sale, todayIso()),
  }
}
