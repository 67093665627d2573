import { randomBytes } from 'node:crypto'
import env from '#start/env'
import User from '#models/user'
import Dealer from '#models/dealer'
import { normalizePassword } from '#dtos/password'

type DemoAccount = {
  username: string
  fullName: string
  isAdmin: boolean
  envKey: 'DEMO_ADMIN_PASSWORD' | 'DEMO_STAFF_PASSWORD'
}

const ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    fullName: 'Brand Administrator',
    isAdmin: true,
    envKey: 'DEMO_ADMIN_PASSWORD',
  },
  { username: 'staff', fullName: 'Shop Staff', isAdmin: false, envKey: 'DEMO_STAFF_PASSWORD' },
]

/**
 * The demo admin and staff. Passwords come from the environment or are
 * generated per install (never one shipped in the code), and are printed.
 */
export async function seedDemoAccounts() {
  const dealer = await Dealer.query()
    .whereNull('deleted_at')
    .where('status', 'active')
    .orderBy('id')
    .first()
  for (const account of ACCOUNTS) {
    const configured = env.get(account.envKey)
    const existing = await User.findBy('username', account.username)
    if (existing) {
      if (configured && !(await existing.verifyPassword(configured))) {
        existing.password = normalizePassword(configured)
        await existing.save()
      }
      if (!existing.isAdmin && !existing.dealerId && dealer) {
        existing.dealerId = dealer.id
        await existing.save()
      }
      console.log(`demo sign-in: ${account.username} / ${configured ?? '(password unchanged)'}`)
      continue
    }
    const password = configured ?? randomBytes(9).toString('base64url')
    await User.create({
      username: account.username,
      fullName: account.fullName,
      isAdmin: account.isAdmin,
      isActive: true,
      dealerId: account.isAdmin ? null : (dealer?.id ?? null),
      password: normalizePassword(password),
    })
    console.log(`demo sign-in: ${account.username} / ${password}`)
  }
}
