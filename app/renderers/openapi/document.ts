import siteConfig from '#config/site'
import { OPERATIONS, TAGS, type Operation } from '#renderers/openapi/operations'
import { SCHEMAS, schemaRef } from '#renderers/openapi/schemas'
import { serverCheck } from '#validators/text'

type Json = Record<string, unknown>

const ERRORS: Record<number, string> = {
  400: 'The body is not well-formed JSON',
  401: 'No valid bearer token',
  403: 'The signed-in user may not do this',
  404: 'No such record',
  409: 'Conflicts with the record’s current state (archived, void, changed meanwhile)',
  413: 'The body is larger than 1 MB',
  419: 'Missing or wrong CSRF token (X-XSRF-TOKEN)',
  422: 'Invalid input: `errors` holds one message per field',
  429: 'Too many attempts; see Retry-After',
}

const isWrite = (operation: Operation) => operation.method !== 'get'

/**
 * The subset of what VineJS's `email` rule (validator.js `isEmail`) accepts
 * that clients write: a dotted local part of at most 64 characters, a host
 * name of labels and a TLD of letters. (`format: email` alone also allows
 * `a@b`, which it refuses.)
 */
export const EMAIL_PATTERN =
  '^(?=[^@]{1,64}@)[A-Za-z0-9_+-]+(?:\\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$'

/**
 * A request body's schema as the server reads it. VineJS's JSON Schema says
 * `additionalProperties: false`, but its objects drop unknown properties
 * rather than refuse them (the spec's client sends `_method`, staff a
 * `dealerId` that is ignored): the document says what happens. The body
 * parser reads `""` as null, so a required text needs one character.
 */
export function requestSchema(schema: Json, checks: Record<string, string> = {}): Json {
  const copy: Json = { ...schema }
  if (copy.additionalProperties === false) delete copy.additionalProperties
  if (copy.format === 'email') copy.pattern = EMAIL_PATTERN
  if (copy.properties) {
    const required = new Set((copy.required as string[] | undefined) ?? [])
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties as Record<string, Json>).map(([name, property]) => {
        const read = requestSchema(property)
        if (required.has(name) && read.type === 'string' && read.minLength === undefined) {
          read.minLength = 1
        }
        if (checks[name]) serverCheck(read, checks[name])
        return [name, read]
      })
    )
  }
  if (copy.items) copy.items = requestSchema(copy.items as Json)
  if (Array.isArray(copy.anyOf))
    copy.anyOf = copy.anyOf.map((option: Json) => requestSchema(option))
  return copy
}

/** Who may call it, for the operation's description. */
const ACCESS: Record<Operation['access'], string> = {
  'public': 'Open: no token needed.',
  'signed-in': 'Admins and staff.',
  'admin': 'Admins only: staff get 403.',
}

/** Bearer token for every route but the login; writes also need the CSRF token. */
function security(operation: Operation) {
  const requirement: Json = {}
  if (operation.access !== 'public') requirement.bearer = []
  if (isWrite(operation)) requirement.csrf = []
  return [requirement]
}

function errorStatuses(operation: Operation) {
  const statuses = new Set(operation.errors ?? [])
  // The body parser reads every write's body before any route runs.
  if (isWrite(operation)) statuses.add(400).add(413)
  if (operation.access !== 'public') statuses.add(401)
  if (operation.access === 'admin') statuses.add(403)
  if (operation.path.includes('{id}')) statuses.add(404)
  if (operation.body || operation.query) statuses.add(422)
  if (isWrite(operation)) statuses.add(419)
  return [...statuses].sort()
}

/** A list validator's fields, one query parameter each, with the validator's own schema. */
function queryParameters(operation: Operation) {
  if (!operation.query) return []
  const schema = operation.query.toJSONSchema() as { properties?: Record<string, Json> }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const read = requestSchema(property)
    const check = operation.queryChecks?.[name]
    if (check) serverCheck(read, check)
    return { name, in: 'query', required: false, schema: read }
  })
}

function buildOperation(operation: Operation) {
  const parameters: Json[] = [...queryParameters(operation)]
  // In the order they appear in the path: `{id}` first, then a sub-record's (`{photoId}`).
  for (const name of ['photoId', 'id']) {
    if (!operation.path.includes(`{${name}}`)) continue
    parameters.unshift({
      name,
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
    })
  }
  const { success } = operation
  const content = success.csv
    ? { 'text/csv': { schema: { type: 'string' } } }
    : success.image
      ? Object.fromEntries(
          success.image.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])
        )
      : { 'application/json': { schema: success.schema } }
  const responses: Json = {
    [success.status]: { description: success.description, content },
  }
  for (const status of errorStatuses(operation)) {
    const own = operation.errorResponses?.[status]
    responses[status] = own
      ? { description: own.description, content: { 'application/json': { schema: own.schema } } }
      : { $ref: `#/components/responses/E${status}` }
  }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, ACCESS[operation.access]].filter(Boolean).join(' '),
    operationId: `${operation.method}${operation.path.replace(/[^a-zA-Z]+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`,
    security: security(operation),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: requestSchema(
                  operation.body.validator.toJSONSchema() as Json,
                  operation.body.checks
                ),
                example: operation.body.example,
              },
            },
          },
        }
      : {}),
    responses,
    ...(operation.access === 'admin' ? { 'x-access': 'admin' } : {}),
  }
}

/**
 * The OpenAPI 3.1 description of /api/admin: operations from operations.ts,
 * request schemas from the validators (VineJS's toJSONSchema), answers from
 * the DTO schemas. tests/functional/api/openapi.spec.ts holds it against the
 * route table and runs every example through its validator.
 */
export function openApiDocument(serverUrl = '/api/admin') {
  const paths: Record<string, Json> = {}
  for (const operation of OPERATIONS) {
    paths[operation.path] ??= {}
    paths[operation.path][operation.method] = buildOperation(operation)
  }
  const responses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [
      `E${status}`,
      { description, content: { 'application/json': { schema: schemaRef('Problem') } } },
    ])
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'Admin API',
      version: '1',
      description:
        'The JSON API of the admin back office. Sign in with POST /auth/login for a bearer token. ' +
        'Writes also need the CSRF token: GET /sanctum/csrf-cookie sets the XSRF-TOKEN cookie, ' +
        'echo it in X-XSRF-TOKEN. Every error answers `{ message, errors? }`, in the signed-in ' +
        'user’s language. In request bodies, properties not listed are ignored, `""` counts as ' +
        'null (left out), text is trimmed and stored in Unicode NFC, and `maxLength` counts ' +
        'UTF-16 code units as browsers do (an emoji counts two). A field marked ' +
        '`x-server-checks` is also checked against the data (its description says how): a ' +
        'value valid by its schema may still get a 422 there.',
      contact: { name: siteConfig.brand, email: siteConfig.contact.email },
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags: TAGS,
    paths,
    components: {
      schemas: SCHEMAS,
      responses,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /auth/login' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'The XSRF-TOKEN cookie, echoed on every write (with the session cookie)',
        },
      },
    },
  }
}
