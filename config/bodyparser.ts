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
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '5mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
