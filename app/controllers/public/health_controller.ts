import type { HttpContext } from '@adonisjs/core/http'
import { checkReadiness } from '#services/readiness_service'

export default class HealthController {
  /** Liveness: the process answers. No I/O, so a slow database never gets a live server restarted. */
  async show() {
    return { status: 'ok' }
  }

  /** Readiness, for a load balancer: 503 while the database (or Redis, when used) does not answer. */
  async ready({ response }: HttpContext) {
    const report = await checkReadiness()
    return response.status(report.status === 'ok' ? 200 : 503).send(report)
  }
}
