import type Dealer from '#models/dealer'
import type { DealerDto, DealerOptionDto } from '#dtos/dealer'
import { isoDate, isoDateOrNull } from '#serializers/dates'

export function serializeDealer(dealer: Dealer): DealerDto {
  return {
    id: dealer.id,
    code: dealer.code,
    name: dealer.name,
    contactName: dealer.contactName,
    phone: dealer.phone,
    email: dealer.email,
    address: dealer.address,
    city: dealer.city,
    status: dealer.status,
    notes: dealer.notes,
    createdAt: isoDate(dealer.createdAt),
    updatedAt: isoDate(dealer.updatedAt),
    deletedAt: isoDateOrNull(dealer.deletedAt),
  }
}

export function serializeDealerOption(dealer: Dealer): DealerOptionDto {
  return { id: dealer.id, code: dealer.code, name: dealer.name }
}
