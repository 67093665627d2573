import type Product from '#models/product'
import type { ProductDto, ProductOptionDto } from '#dtos/product'
import { isoDate, isoDateOrNull } from '#serializers/dates'

export function serializeProduct(product: Product): ProductDto {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    series: product.series,
    type: product.type,
    vlt: product.vlt,
    irRejection: product.irRejection,
    uvRejection: product.uvRejection,
    tser: product.tser,
    warrantyYears: product.warrantyYears,
    description: product.description,
    status: product.status,
    transferable: product.transferable,
    createdAt: isoDate(product.createdAt),
    updatedAt: isoDate(product.updatedAt),
    deletedAt: isoDateOrNull(product.deletedAt),
  }
}

export function serializeProductOption(product: Product): ProductOptionDto {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    series: product.series,
    type: product.type,
    vlt: product.vlt,
    warrantyYears: product.warrantyYears,
  }
}
