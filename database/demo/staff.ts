import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Dealer from '#models/dealer'

type DemoStaff = { username: string; fullName: string; dealerCode: string; isActive?: boolean }

/** A few shop staff per dealer; passwords are random (an admin sets one to hand over). */
export const DEMO_STAFF: DemoStaff[] = [
  { username: 'jason.pj', fullName: 'Jason Lim Wei Han', dealerCode: 'DL-0001' },
  { username: 'aina.pj', fullName: 'Nur Aina binti Kamal', dealerCode: 'DL-0001' },
  { username: 'hafiz.sa', fullName: 'Mohd Hafiz bin Rahman', dealerCode: 'DL-0002' },
  { username: 'boonkeat.jb', fullName: 'Tan Boon Keat', dealerCode: 'DL-0003' },
  { username: 'meixuan.pg', fullName: 'Lee Mei Xuan', dealerCode: 'DL-0004' },
  { username: 'kumar.ipoh', fullName: 'Kumaravel a/l Subramaniam', dealerCode: 'DL-0005' },
  { username: 'andrew.kch', fullName: 'Andrew Jong', dealerCode: 'DL-0006' },
  { username: 'azlan.kk', fullName: 'Mohd Azlan bin Jumat', dealerCode: 'DL-0007' },
  {
    username: 'izzah.mlk',
    fullName: 'Nurul Izzah binti Osman',
    dealerCode: 'DL-0008',
    isActive: false,
  },
]

/** Adds the staff users that are missing (by username), attached to their dealer by code. */
export async function seedDemoStaff() {
  const dealers = await Dealer.query().whereIn('code', [
    ...new Set(DEMO_STAFF.map((staff) => staff.dealerCode)),
  ])
  const dealerIds = new Map(dealers.map((dealer) => [dealer.code, dealer.id]))
  const usernames = DEMO_STAFF.map((staff) => staff.username)
  const found = await User.query().whereIn('username', usernames)
  const existing = new Set(found.map((user) => user.username))

  await db.transaction(async (trx) => {
    for (const staff of DEMO_STAFF) {
      const dealerId = dealerIds.get(staff.dealerCode)
      if (existing.has(staff.username) || !dealerId) continue
      await User.create(
        {
          username: staff.username,
          fullName: staff.fullName,
          isAdmin: false,
          isActive: staff.isActive ?? true,
          dealerId,
          password: randomBytes(12).toString('base64url'),
        },
        { client: trx }
      )
    }
  })
}
