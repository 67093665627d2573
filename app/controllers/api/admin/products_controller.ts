import type { HttpContext } from '@adonisjs/core/http'
import { requestI18n } from '#http/request_locale'
import { auditActor } from '#http/audit_actor'
import type Product from '#models/product'
import ProductPolicy from '#policies/product_policy'
import ProductService from '#services/product_service'
import { serializeProduct, serializeProductOption } from '#serializers/product'
import {
  createProductValidator,
  productListValidator,
  updateProductValidator,
} from '#validators/product'
import type { ProductDto, ProductOptionDto } from '#dtos/product'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

export default class ProductsController {
  async index({ request, bouncer }: HttpContext): Promise<Paginated<ProductDto>> {
    await bouncer.with(ProductPolicy).authorize('viewList')
    const query = await request.validateUsing(productListValidator, { data: request.qs() })
    const { rows, meta } = await ProductService.list(query)
    return { data: rows.map(serializeProduct), meta }
  }

  async options({ bouncer }: HttpContext): Promise<{ data: ProductOptionDto[] }> {
    await bouncer.with(ProductPolicy).authorize('options')
    const products = await ProductService.options()
    return { data: products.map(serializeProductOption) }
  }

  async show({ params, bouncer }: HttpContext): Promise<{ data: ProductDto }> {
    await bouncer.with(ProductPolicy).authorize('view')
    return { data: serializeProduct(await ProductService.find(Number(params.id))) }
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    await bouncer.with(ProductPolicy).authorize('create')
    const payload = await request.validateUsing(createProductValidator)
    const product = await ProductService.create(payload, auditActor(ctx))
    return response.created(result(requestI18n(ctx).t('admin.done.product.created'), product))
  }

  async update(ctx: HttpContext) {
    const { params, request, bouncer } = ctx
    await bouncer.with(ProductPolicy).authorize('update')
    const product = await ProductService.find(Number(params.id))
    const payload = await request.validateUsing(updateProductValidator, {
      meta: { id: product.id },
    })
    return result(
      requestI18n(ctx).t('admin.done.product.updated'),
      await ProductService.update(product, payload, auditActor(ctx))
    )
  }

  async destroy(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(ProductPolicy).authorize('archive')
    const product = await ProductService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.product.archived'),
      await ProductService.archive(product, auditActor(ctx))
    )
  }

  async restore(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(ProductPolicy).authorize('restore')
    const product = await ProductService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.product.restored'),
      await ProductService.restore(product, auditActor(ctx))
    )
  }
}

function result(message: string, product: Product): MutationResult<ProductDto> {
  return { message, data: serializeProduct(product) }
}
