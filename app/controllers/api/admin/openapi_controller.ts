import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#renderers/openapi/document'

let cached: ReturnType<typeof openApiDocument> | null = null

export default class OpenApiController {
  /** Admins only: it maps every route, which staff have no use for. */
  async show({ auth, response }: HttpContext) {
    if (!auth.getUserOrFail().isAdmin) {
      return response.forbidden({ message: 'This action is unauthorized.' })
    }
    cached ??= openApiDocument()
    return cached
  }
}
