import { SALE_STATUS_COLORS, SALE_STATUS_LABELS, type SaleStatus } from '#dtos/sale'
import { StatusBadge } from '~/components/admin/resource/cells'

/** Active green, Expired grey, Void red: the same colours as the public result card. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    <StatusBadge
      value={status}
      label={SALE_STATUS_LABELS[status]}
      color={SALE_STATUS_COLORS[status]}
    />
  )
}
