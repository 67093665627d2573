import { useEffect } from 'react'
import { warnBeforeLeaving, type LeaveWarning } from '~/lib/leave_guard'

/**
 * While `active` (a form has unsaved changes), leaving the page asks first:
 * Inertia visits get the app's own dialog, a reload or closing the tab the
 * browser's. Pass a module constant as `warning`.
 */
export function useLeaveWarning(active: boolean, warning: LeaveWarning) {
  useEffect(() => (active ? warnBeforeLeaving(warning) : undefined), [active, warning])
}
