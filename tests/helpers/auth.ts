import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'

/** An admin (no dealer) or a staff user (with a fresh dealer), plus a bearer token. */
export async function createAdmin(overrides: Partial<User> = {}) {
  const user = await UserFactory.apply('admin').merge(overrides).create()
  return { user, token: await issueToken(user) }
}

export async function createStaff(overrides: Partial<User> = {}) {
  const user = await UserFactory.with('dealer').merge(overrides).create()
  return { user, token: await issueToken(user) }
}

export async function issueToken(user: User) {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}
