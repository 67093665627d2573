import { CLAIM_STATUS_COLORS, type ClaimStatus } from '#dtos/claim'
import { StatusBadge } from '~/components/admin/resource/cells'
import { useT } from '~/shared/i18n'

/** A claim's status in the colours both sides use (#dtos/claim CLAIM_STATUS_COLORS). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useT()
  return (
    <StatusBadge
      value={status}
      label={t(`claim_office.status.${status}`)}
      color={CLAIM_STATUS_COLORS[status]}
    />
  )
}
