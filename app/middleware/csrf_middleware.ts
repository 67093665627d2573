import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import edge from 'edge.js'
import { csrfFactory } from '@adonisjs/shield/guards'
import shieldConfig from '#config/shield'

const csrf = csrfFactory(shieldConfig.csrf ?? {}, encryption, edge)

/**
 * Shield's CSRF guard (config/shield.ts) for the back office: the secret
 * lives in the session, the XSRF-TOKEN cookie is written on every answer,
 * and mutations must echo it. Runs after the session middleware.
 */
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await csrf(ctx)
    return next()
  }
}
