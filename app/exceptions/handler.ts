import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { isApiRequest, problem, statusAndMessage } from '#exceptions/error_mapping'
import { renderErrorPage } from '#exceptions/error_pages'
import { requestI18n } from '#http/request_locale'

/**
 * One place that turns any failure into what the client expects: the JSON API
 * always answers `{ message, errors? }` (never HTML, never a stack trace);
 * pages get the public 404/500 pages or, for page forms, Inertia error bags.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest
  protected renderStatusPages = false
  // Client mistakes are answered, not logged: only server faults are worth a log line.
  protected ignoreStatuses = [400, 401, 403, 404, 405, 409, 413, 415, 419, 422, 429]

  async handle(error: unknown, ctx: HttpContext) {
    const { status, message } = statusAndMessage(error)

    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      ctx.response.header('Retry-After', String(error.response.availableIn))
    }

    if (isApiRequest(ctx)) {
      const body = problem(error, message, status, requestI18n(ctx))
      return ctx.response.status(status).send(body)
    }

    // Page forms (Inertia) keep Adonis' behaviour: errors flashed, redirect back.
    if (error instanceof vineErrors.E_VALIDATION_ERROR) return super.handle(error, ctx)

    if (status === 401) return ctx.response.redirect('/admin/login')
    if (status === 419) {
      ctx.session?.flash('notification', { type: 'error', message })
      return ctx.response.redirect().back()
    }

    if (this.debug && status >= 500) return super.handle(error, ctx)
    return renderErrorPage(ctx, status, message)
  }
}
