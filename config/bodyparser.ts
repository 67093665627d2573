import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * The JSON, form and text parsers hand their options to raw-body, with a
 * default `length: 0` that a stated Content-Length replaces. A body sent
 * without one (`Transfer-Encoding: chunked`, as Node clients that do not
 * know the length and some proxies send it), or compressed, was therefore
 * held to zero bytes: "request size did not match content length", a 400
 * before any route. Unset, raw-body checks a stated length and reads any
 * other body to its end; the size limit (`limit`, a 413) holds either way,
 * counted as the bytes arrive.
 */
const ANY_STATED_LENGTH = { length: undefined }

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
    ...ANY_STATED_LENGTH,
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
    ...ANY_STATED_LENGTH,
  },
  raw: {
    types: ['text/*'],
    ...ANY_STATED_LENGTH,
  },
  /*
   * Only the owner's claim filing takes files: every other route leaves a
   * multipart body unread (nothing written to disk). Its limit is the whole
   * request: 6 photos of at most 12 MB each (#dtos/claim CLAIM_LIMITS) and
   * the form's fields; each photo's own limit is checked by the route, as a
   * 422 next to the photos field.
   */
  multipart: {
    autoProcess: ['/api/public/warranties/:code/claims'],
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '80mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
