import { SALE_STATUS_COLORS, type SaleStatus } from '#dtos/sale'
import { StatusBadge } from '~/components/admin/resource/cells'
import { useT } from '~/shared/i18n'

/** Active green, Expired grey, Void red: the same colours as the public result card. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const t = useT()
  return (
    <StatusBadge
      value={status}
      label={t(`warranty.status.${status}`)}
      color={SALE_STATUS_COLORS[status]}
    />
  )
}
