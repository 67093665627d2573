import type { HttpContext } from '@adonisjs/core/http'
import { requestI18n } from '#http/request_locale'
import { auditActor } from '#http/audit_actor'
import type User from '#models/user'
import UserPolicy from '#policies/user_policy'
import UserService from '#services/user_service'
import { serializeAdminUser } from '#serializers/admin_user'
import { createUserValidator, updateUserValidator, userListValidator } from '#validators/user'
import type { AdminUserDto } from '#dtos/admin_user'
import type { MutationResult } from '#dtos/dealer'
import type { Paginated } from '#dtos/pagination'

export default class UsersController {
  async index({ request, bouncer }: HttpContext): Promise<Paginated<AdminUserDto>> {
    await bouncer.with(UserPolicy).authorize('viewList')
    const query = await request.validateUsing(userListValidator, { data: request.qs() })
    const { rows, meta } = await UserService.list(query)
    return { data: rows.map(serializeAdminUser), meta }
  }

  async show({ params, bouncer }: HttpContext): Promise<{ data: AdminUserDto }> {
    await bouncer.with(UserPolicy).authorize('view')
    return { data: serializeAdminUser(await UserService.find(Number(params.id))) }
  }

  async store(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    await bouncer.with(UserPolicy).authorize('create')
    const payload = await request.validateUsing(createUserValidator)
    const user = await UserService.create(payload, auditActor(ctx))
    return response.created(result(requestI18n(ctx).t('admin.done.user.created'), user))
  }

  async update(ctx: HttpContext) {
    const { params, request, bouncer } = ctx
    await bouncer.with(UserPolicy).authorize('update')
    const user = await UserService.find(Number(params.id))
    const payload = await request.validateUsing(updateUserValidator, { meta: { id: user.id } })
    return result(
      requestI18n(ctx).t('admin.done.user.updated'),
      await UserService.update(user, payload, auditActor(ctx))
    )
  }

  async destroy(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(UserPolicy).authorize('archive')
    const user = await UserService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.user.archived'),
      await UserService.archive(user, auditActor(ctx))
    )
  }

  async restore(ctx: HttpContext) {
    const { params, bouncer } = ctx
    await bouncer.with(UserPolicy).authorize('restore')
    const user = await UserService.find(Number(params.id))
    return result(
      requestI18n(ctx).t('admin.done.user.restored'),
      await UserService.restore(user, auditActor(ctx))
    )
  }
}

function result(message: string, user: User): MutationResult<AdminUserDto> {
  return { message, data: serializeAdminUser(user) }
}
