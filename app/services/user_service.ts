import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Dealer from '#models/dealer'
import ConflictException from '#exceptions/conflict_exception'
import type { UserSort } from '#dtos/admin_user'
import type { CreateUserPayload, UpdateUserPayload, UserListQuery } from '#validators/user'
import { applyArchived, applySearch, applySort, paginate } from '#queries/resource_list'
import AuthService from '#services/auth_service'
import { fieldError } from '#exceptions/field_error'
import { definedOnly, lockedRecord, withUniqueFields } from '#services/record_writes'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { recordAudit, type AuditActor } from '#services/audit_service'
import { roleOf, userSnapshot } from '#services/audit_snapshots'
import { diffFields, hasChanges } from '#domain/audit_diff'

const SORT_COLUMNS: Record<UserSort, string> = {
  username: 'username',
  fullName: 'full_name',
  email: 'email',
  isAdmin: 'is_admin',
  isActive: 'is_active',
  lastLoginAt: 'last_login_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
}
const UNIQUE_FIELDS = { username: 'username', email: 'email' }

const MESSAGES = {
  selfDemote: 'You cannot remove your own admin role.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfArchive: 'You cannot archive your own account.',
  lastAdmin: 'This is the last active admin. Make another user an active admin first.',
  dealerRequired: REQUIRED_MESSAGES.user.dealerId,
  dealerInactive: 'Choose an active dealer.',
  restoreDealer:
    'This user’s dealer is archived or inactive. Restore the dealer, or edit the user to move them, first.',
}

/**
 * The user being changed, locked with every active admin in id order (two
 * such writes lock in the same order, so they never wait on each other in a
 * circle): the "one active admin remains" check then counts admins whom no
 * parallel demotion, deactivation or archive can take away meanwhile, and
 * what the change compares is the user as they stand (see lockedRecord).
 */
async function lockedUser(id: number, trx: TransactionClientContract) {
  const rows = await User.query({ client: trx })
    .where('id', id)
    .orWhere((admins) =>
      admins.where('is_admin', true).where('is_active', true).whereNull('deleted_at')
    )
    .orderBy('id')
    .forUpdate()
  // Not among them: no such user (a 404, as for any missing record).
  const user = rows.find((row) => row.id === id) ?? (await lockedRecord(User, id, trx))
  const otherActiveAdmins = rows.filter(
    (row) => row.id !== id && row.isAdmin && row.isActive && !row.deletedAt
  ).length
  return { user, otherActiveAdmins }
}

/** Shares the dealer's lock, so a deactivation waits for this write and then counts its staff. */
async function isActiveDealer(dealerId: number, client: TransactionClientContract) {
  const dealer = await Dealer.query({ client }).where('id', dealerId).forShare().first()
  return Boolean(dealer && dealer.status === 'active' && !dealer.deletedAt)
}

/**
 * A staff user belongs to an active dealer; an admin to none. An inactive
 * user may keep the dealer they already have even if it was deactivated
 * since, so their other details stay editable.
 */
async function resolveDealerId(
  target: { isAdmin: boolean; isActive: boolean; dealerId: number | null | undefined },
  current: User | null,
  client: TransactionClientContract
) {
  if (target.isAdmin) return null
  if (!target.dealerId) throw fieldError('dealerId', MESSAGES.dealerRequired)
  const unchanged = current !== null && current.dealerId === target.dealerId
  if (unchanged && !target.isActive) return target.dealerId
  const active = await isActiveDealer(target.dealerId, client)
  if (!active) throw fieldError('dealerId', MESSAGES.dealerInactive, 'activeDealer')
  return target.dealerId
}

/** Who sees what is the policy's job; this keeps the admins themselves from locking everyone out. */
export default class UserService {
  static async list(query: UserListQuery) {
    const builder = User.query().preload('dealer')
    applySearch(builder, query.search)
    applyArchived(builder, query.archived)
    if (query.status) builder.where('is_active', query.status === 'active')
    if (query.role) builder.where('is_admin', query.role === 'admin')
    if (query.dealerId) builder.where('dealer_id', query.dealerId)
    applySort(builder, SORT_COLUMNS, query.sort, query.direction, {
      column: 'username',
      direction: 'asc',
    })
    return paginate(builder, query.page, query.perPage)
  }

  static async find(id: number) {
    const user = await User.findOrFail(id)
    await user.load('dealer')
    return user
  }

  static async create(payload: CreateUserPayload, actor: AuditActor) {
    const { passwordConfirmation, ...values } = payload
    const isAdmin = values.isAdmin ?? false
    const isActive = values.isActive ?? true
    const user = await withUniqueFields(UNIQUE_FIELDS, () =>
      db.transaction(async (trx) => {
        const dealerId = await resolveDealerId(
          { isAdmin, isActive, dealerId: values.dealerId },
          null,
          trx
        )
        const created = await User.create(
          { fullName: null, email: null, ...definedOnly(values), isAdmin, isActive, dealerId },
          { client: trx }
        )
        await recordAudit(trx, {
          actor,
          action: 'create',
          recordType: 'user',
          recordId: created.id,
          changes: diffFields({}, { ...(await userSnapshot(created, trx)), ...roleOf(created) }),
        })
        return created
      })
    )
    await user.load('dealer')
    return user
  }

  /**
   * Role, activity and password changes are checked against the acting
   * admin: nobody demotes or deactivates themself, and one active admin
   * always remains. Deactivation or a new password signs the user out.
   * The history gets up to three entries: the edited fields, the role
   * change and the password change (that it happened, never the password).
   */
  static async update(user: User, payload: UpdateUserPayload, by: AuditActor) {
    const actor = by.user
    const { passwordConfirmation, password, ...values } = payload
    const updated = await withUniqueFields(UNIQUE_FIELDS, () =>
      db.transaction(async (trx) => {
        const { user: current, otherActiveAdmins } = await lockedUser(user.id, trx)
        const isAdmin = values.isAdmin ?? current.isAdmin
        const isActive = values.isActive ?? current.isActive
        const demoted = current.isAdmin && !isAdmin
        const deactivated = current.isActive && !isActive
        if (current.id === actor?.id && demoted) {
          throw fieldError('isAdmin', MESSAGES.selfDemote, 'selfDemote')
        }
        if (current.id === actor?.id && deactivated) {
          throw fieldError('isActive', MESSAGES.selfDeactivate, 'selfDeactivate')
        }
        const wasActiveAdmin = current.isAdmin && current.isActive && !current.deletedAt
        if (wasActiveAdmin && (demoted || deactivated) && otherActiveAdmins === 0) {
          throw fieldError(demoted ? 'isAdmin' : 'isActive', MESSAGES.lastAdmin, 'lastAdmin')
        }
        const dealerId = await resolveDealerId(
          {
            isAdmin,
            isActive,
            dealerId: values.dealerId === undefined ? current.dealerId : values.dealerId,
          },
          current,
          trx
        )
        const before = await userSnapshot(current, trx)
        const roleBefore = roleOf(current)
        current.merge({ ...definedOnly(values), isAdmin, isActive, dealerId })
        if (password) current.password = password
        await current.save()
        if (password || deactivated) await AuthService.revokeAll(current.id, trx)
        const entry = { actor: by, recordType: 'user' as const, recordId: current.id }
        const changes = diffFields(before, await userSnapshot(current, trx))
        if (hasChanges(changes)) await recordAudit(trx, { ...entry, action: 'update', changes })
        const role = diffFields(roleBefore, roleOf(current))
        if (hasChanges(role))
          await recordAudit(trx, { ...entry, action: 'role_change', changes: role })
        if (password) await recordAudit(trx, { ...entry, action: 'password_change' })
        return current
      })
    )
    await updated.load('dealer')
    return updated
  }

  static async archive(user: User, actor: AuditActor) {
    const archived = await db.transaction(async (trx) => {
      const { user: current, otherActiveAdmins } = await lockedUser(user.id, trx)
      if (current.deletedAt) return current
      if (current.id === actor.user?.id) {
        throw new ConflictException(MESSAGES.selfArchive, { key: 'errors.conflict.selfArchive' })
      }
      if (current.isAdmin && current.isActive && otherActiveAdmins === 0) {
        throw new ConflictException(MESSAGES.lastAdmin, { key: 'errors.conflict.lastAdmin' })
      }
      current.deletedAt = DateTime.now()
      await current.save()
      await AuthService.revokeAll(current.id, trx)
      await recordAudit(trx, { actor, action: 'archive', recordType: 'user', recordId: current.id })
      return current
    })
    await archived.load('dealer')
    return archived
  }

  /** A restored staff user must land on an active dealer, like any other staff user. */
  static async restore(user: User, actor: AuditActor) {
    const restored = await db.transaction(async (trx) => {
      const current = await lockedRecord(User, user.id, trx)
      if (!current.deletedAt) return current
      if (
        !current.isAdmin &&
        current.isActive &&
        !(current.dealerId && (await isActiveDealer(current.dealerId, trx)))
      ) {
        throw new ConflictException(MESSAGES.restoreDealer, {
          key: 'errors.conflict.restoreDealer',
        })
      }
      current.deletedAt = null
      await current.save()
      await recordAudit(trx, { actor, action: 'restore', recordType: 'user', recordId: current.id })
      return current
    })
    await restored.load('dealer')
    return restored
  }
}
