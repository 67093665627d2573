import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Dealer from '#models/dealer'
import User from '#models/user'
import ConflictException from '#exceptions/conflict_exception'
import type { DealerSort } from '#dtos/dealer'
import type { DealerListQuery, DealerPayload } from '#validators/dealer'
import { applyArchived, applySearch, applySort, paginate } from '#queries/resource_list'
import { fieldError } from '#exceptions/field_error'
import {
  definedOnly,
  isUniqueViolation,
  lockedRecord,
  withUniqueFields,
} from '#services/record_writes'
import { nextDealerCode } from '#services/dealer_codes'
import { recordAudit, type AuditActor } from '#services/audit_service'
import { dealerSnapshot } from '#services/audit_snapshots'
import { diffFields, hasChanges } from '#domain/audit_diff'

const PHONE_COLUMNS = ['phone']
const SORT_COLUMNS: Record<DealerSort, string> = {
  code: 'code',
  name: 'name',
  contactName: 'contact_name',
  phone: 'phone',
  city: 'city',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
}

/** What a new dealer holds where the admin left a field out. */
const EMPTY = {
  contactName: null,
  email: null,
  address: null,
  city: null,
  notes: null,
  status: 'active' as const,
}

/** A generated code can still meet one an admin types at that instant: try again, a few times. */
const CODE_ATTEMPTS = 3

async function activeStaffCount(dealerId: number, client: TransactionClientContract) {
  const row = await User.query({ client })
    .where('dealer_id', dealerId)
    .where('is_admin', false)
    .where('is_active', true)
    .whereNull('deleted_at')
    .count('* as total')
    .firstOrFail()
  return Number(row.$extras.total)
}

function staffMessage(count: number, action: string) {
  const who = count === 1 ? '1 active staff user' : `${count} active staff users`
  return `This dealer still has ${who}. Move them to another dealer or deactivate them before you ${action} it.`
}

export default class DealerService {
  static async list(query: DealerListQuery) {
    const builder = Dealer.query()
    applySearch(builder, query.search, PHONE_COLUMNS)
    applyArchived(builder, query.archived)
    if (query.status) builder.where('status', query.status)
    applySort(builder, SORT_COLUMNS, query.sort, query.direction, {
      column: 'name',
      direction: 'asc',
    })
    return paginate(builder, query.page, query.perPage)
  }

  /**
   * For admins, the dealers a sale or a staff user may be attached to
   * (active, not archived); for staff, their own dealer only, whatever its
   * state, so their sales filter can name it.
   */
  static options(user: User) {
    if (!user.isAdmin) {
      return Dealer.query()
        .where('id', user.dealerId ?? 0)
        .orderBy('id')
    }
    return Dealer.query()
      .where('status', 'active')
      .whereNull('deleted_at')
      .orderBy('name')
      .orderBy('id')
  }

  static find(id: number) {
    return Dealer.findOrFail(id)
  }

  /** An empty code gets the next free DL-number (see #services/dealer_codes). */
  static async create(payload: DealerPayload, actor: AuditActor) {
    const values = { ...EMPTY, ...definedOnly(payload) }
    const insert = (trx: TransactionClientContract, code: string) =>
      Dealer.create({ ...values, code }, { client: trx }).then(async (dealer) => {
        await recordAudit(trx, {
          actor,
          action: 'create',
          recordType: 'dealer',
          recordId: dealer.id,
          changes: diffFields({}, dealerSnapshot(dealer)),
        })
        return dealer
      })
    if (values.code) {
      const code = values.code
      return withUniqueFields({ code: 'code' }, () => db.transaction((trx) => insert(trx, code)))
    }
    for (let attempt = 1; ; attempt++) {
      try {
        // A savepoint inside an outer transaction, so a clash does not abort it (PostgreSQL).
        return await db.transaction(async (trx) => insert(trx, await nextDealerCode(trx)))
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error
      }
    }
  }

  /**
   * An empty code on update keeps the current one. Deactivating needs the
   * staff moved first. Checked and compared on the dealer as it stands once
   * locked (see lockedRecord).
   */
  static async update(dealer: Dealer, payload: DealerPayload, actor: AuditActor) {
    const { code, ...rest } = payload
    return withUniqueFields({ code: 'code' }, () =>
      db.transaction(async (trx) => {
        const current = await lockedRecord(Dealer, dealer.id, trx)
        if (rest.status === 'inactive' && current.status !== 'inactive') {
          const count = await activeStaffCount(current.id, trx)
          if (count > 0) {
            throw fieldError('status', staffMessage(count, 'deactivate'), 'activeStaff', { count })
          }
        }
        const before = dealerSnapshot(current)
        current.merge(definedOnly({ ...rest, code: code || undefined }))
        await current.save()
        const changes = diffFields(before, dealerSnapshot(current))
        if (hasChanges(changes)) {
          await recordAudit(trx, {
            actor,
            action: 'update',
            recordType: 'dealer',
            recordId: current.id,
            changes,
          })
        }
        return current
      })
    )
  }

  static archive(dealer: Dealer, actor: AuditActor) {
    return db.transaction(async (trx) => {
      const current = await lockedRecord(Dealer, dealer.id, trx)
      if (current.deletedAt) return current
      const count = await activeStaffCount(current.id, trx)
      if (count > 0) {
        throw new ConflictException(staffMessage(count, 'archive'), {
          key: 'errors.conflict.dealerStaff',
          values: { count },
        })
      }
      current.deletedAt = DateTime.now()
      await current.save()
      await recordAudit(trx, {
        actor,
        action: 'archive',
        recordType: 'dealer',
        recordId: current.id,
      })
      return current
    })
  }

  static restore(dealer: Dealer, actor: AuditActor) {
    return db.transaction(async (trx) => {
      const current = await lockedRecord(Dealer, dealer.id, trx)
      if (!current.deletedAt) return current
      current.deletedAt = null
      await current.save()
      await recordAudit(trx, {
        actor,
        action: 'restore',
        recordType: 'dealer',
        recordId: current.id,
      })
      return current
    })
  }
}
