import OutboxMessage from '#models/outbox_message'
import { likePattern } from '#queries/resource_list'
import { orWherePhone } from '#queries/phone_search'
import type { OutboxListQuery } from '#validators/outbox'

/**
 * The outbox, newest first (by id; `direction: 'asc'` for oldest first),
 * filtered by status and kind; `search` matches the recipient: an e-mail
 * address (case-insensitive "contains"), or a phone number typed any way
 * (#queries/phone_search).
 */
export function outboxQuery(filters: Omit<OutboxListQuery, 'perPage'>) {
  const query = OutboxMessage.query()
  if (filters.search) {
    const term = filters.search
    query.where((group) => {
      group.orWhereRaw(`lower(recipient) like ? escape '\\'`, [likePattern(term.toLowerCase())])
      orWherePhone(group, 'recipient', term)
    })
  }
  if (filters.status) query.where('status', filters.status)
  if (filters.template) query.where('template', filters.template)
  return query.orderBy('id', filters.direction ?? 'desc')
}
