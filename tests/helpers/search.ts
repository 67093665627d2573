import testUtils from '@adonisjs/core/services/test_utils'
import { searchWindow, totalCountCap } from '#queries/resource_list'
import { registerSale, salesWorld } from '#tests/helpers/sales'

export const HUONG = 'Nguyễn Thị Hương'

/**
 * Three sales: a Vietnamese name; one that shares "Nguyen" and, of `nguyen thi
 * huong`, the first, middle and last trigrams (what SQLite's index is asked
 * for a long fragment) without holding it; and a Malay name.
 */
export async function searchWorld() {
  const world = await salesWorld()
  const { staff, films } = world
  const huong = await registerSale(staff.user, films.clear, {
    customerName: HUONG,
    customerPhone: '+84912345678',
    plateNumber: '51H-123.45',
  })
  const other = await registerSale(staff.user, films.clear, {
    customerName: 'Nguyễn Văn Thông',
    customerPhone: '+60127784455',
    plateNumber: 'WXY 9876',
  })
  const aina = await registerSale(staff.user, films.dark, {
    customerName: 'Nurul Aina',
    customerPhone: '+60174441234',
    plateNumber: 'VBK 2391',
  })
  return { ...world, huong, other, aina }
}

/** The list counts `cap` matches at most for the rest of the test (set back after it). */
export function withCountCap(cleanup: (done: () => void) => void, cap: number) {
  const counted = totalCountCap.value
  totalCountCap.value = cap
  cleanup(() => {
    totalCountCap.value = counted
  })
}

/**
 * A list that counts `cap` matches and a search whose pages reach `reach`,
 * within a global transaction: a group's setup. Both are set back after.
 */
export async function withSearchLimits(cap: number, reach: number) {
  const limits = { cap: totalCountCap.value, reach: searchWindow.value }
  totalCountCap.value = cap
  searchWindow.value = reach
  const rollback = await testUtils.db().withGlobalTransaction()
  return async () => {
    totalCountCap.value = limits.cap
    searchWindow.value = limits.reach
    await rollback()
  }
}
