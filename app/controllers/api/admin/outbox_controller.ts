import type { HttpContext } from '@adonisjs/core/http'
import messagingConfig from '#config/messaging'
import ConflictException from '#exceptions/conflict_exception'
import { requestI18n } from '#http/request_locale'
import { previewMessage } from '#messaging/preview'
import type OutboxMessage from '#models/outbox_message'
import OutboxPolicy from '#policies/outbox_policy'
import OutboxService from '#services/outbox_service'
import { serializeOutboxMessage } from '#serializers/outbox'
import { outboxListValidator } from '#validators/outbox'
import type { MutationResult } from '#dtos/dealer'
import type { OutboxMessageDto } from '#dtos/messaging'
import type { Paginated } from '#dtos/pagination'

const configured = { phone: messagingConfig.phoneChannel, email: messagingConfig.emailChannel }

function serialize(message: OutboxMessage) {
  return serializeOutboxMessage(
    message,
    previewMessage(message, configured),
    messagingConfig.worker.maxAttempts
  )
}

/** Every message to owners and how its delivery went (admins), and sending a failed one again. */
export default class OutboxController {
  async index({ request, bouncer }: HttpContext): Promise<Paginated<OutboxMessageDto>> {
    await bouncer.with(OutboxPolicy).authorize('viewList')
    const query = await request.validateUsing(outboxListValidator, { data: request.qs() })
    const { rows, meta } = await OutboxService.list(query)
    return { data: rows.map(serialize), meta }
  }

  async retry(ctx: HttpContext): Promise<MutationResult<OutboxMessageDto>> {
    const { params, bouncer } = ctx
    await bouncer.with(OutboxPolicy).authorize('retry')
    const i18n = requestI18n(ctx)
    const message = await OutboxService.retry(Number(params.id))
    if (!message) throw new ConflictException(i18n.t('outbox.notFailed'))
    return { message: i18n.t('outbox.retried'), data: serialize(message) }
  }
}
