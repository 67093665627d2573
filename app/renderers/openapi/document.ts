import { OPERATIONS, type Operation } from '#renderers/openapi/operations'
import { SCHEMAS, schemaRef } from '#renderers/openapi/schemas'

type Json = Record<string, unknown>

const ERRORS: Record<number, string> = {
  401: 'No valid bearer token',
  403: 'The signed-in user may not do this',
  404: 'No such record',
  409: 'Conflicts with the record’s current state (archived, void, changed meanwhile)',
  419: 'Missing or wrong CSRF token (X-XSRF-TOKEN)',
  422: 'Invalid input: `errors` holds one message per field',
  429: 'Too many attempts; see Retry-After',
}

const isWrite = (operation: Operation) => operation.method !== 'get'

/** Bearer token for every route but the login; writes also need the CSRF token. */
function security(operation: Operation) {
  const requirement: Json = {}
  if (operation.access !== 'public') requirement.bearer = []
  if (isWrite(operation)) requirement.csrf = []
  return [requirement]
}

function errorStatuses(operation: Operation) {
  const statuses = new Set(operation.errors ?? [])
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
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    schema: property,
  }))
}

function buildOperation(operation: Operation) {
  const parameters: Json[] = [...queryParameters(operation)]
  if (operation.path.includes('{id}')) {
    parameters.unshift({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
    })
  }
  const { success } = operation
  const responses: Json = {
    [success.status]: {
      description: success.description,
      content: success.csv
        ? { 'text/csv': { schema: { type: 'string' } } }
        : { 'application/json': { schema: success.schema } },
    },
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
    operationId: `${operation.method}${operation.path.replace(/[^a-zA-Z]+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`,
    security: security(operation),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: operation.body.validator.toJSONSchema(),
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
        'echo it in X-XSRF-TOKEN. Every error answers `{ message, errors? }`.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
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
