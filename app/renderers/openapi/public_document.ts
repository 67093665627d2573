import siteConfig from '#config/site'
import { requestSchema } from '#renderers/openapi/document'
import { SCHEMAS } from '#renderers/openapi/schemas'
import {
  fileClaimValidator,
  requestCodeValidator,
  verifyCodeValidator,
} from '#validators/public_claim'
import {
  CLAIM_EVENT_KINDS,
  CLAIM_LIMITS,
  CLAIM_PROBLEMS,
  CLAIM_RESOLUTIONS,
  CLAIM_STATUSES,
} from '#dtos/claim'
import { WINDOW_POSITIONS } from '#dtos/sale'
import { CLAIM_FORM_FIELDS, OWNER_PROOF_COOKIE, OWNER_PROOF_MINUTES } from '#dtos/owner_claim'

/**
 * The OpenAPI 3.1 description of /api/public: what a warranty's owner
 * calls from the claim pages. Request schemas come from the validators,
 * as in the admin document (document.ts); the multipart filing is the
 * filing validator's schema with its two repeated fields named as sent
 * (`windows[]`, `photos[]`). tests/functional/api/public_contract.spec.ts
 * sends requests made from this document and holds the answers to it.
 */
type Json = Record<string, unknown>

const string = { type: 'string' }
const integer = { type: 'integer' }
const dateTime = { type: 'string', format: 'date-time' }
const date = { type: 'string', format: 'date' }
const nullable = (schema: Json) => ({ ...schema, type: [schema.type as string, 'null'] })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const object = (properties: Record<string, Json>): Json => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
})

const ClaimWindow = object({
  saleItemId: integer,
  position: { type: 'string', enum: [...WINDOW_POSITIONS] },
  productName: string,
})

export const PUBLIC_SCHEMAS: Record<string, Json> = {
  Problem: SCHEMAS.Problem as Json,
  ChallengeRequired: SCHEMAS.ChallengeRequired as Json,
  CodeSent: {
    ...object({
      sentTo: { type: 'string', pattern: '^•••• [0-9]{1,4}$' },
      expiresInMinutes: integer,
    }),
    description: 'Where the code went: only the last 4 digits of the phone on file.',
  },
  CodeVerified: object({ verified: { const: true }, validForMinutes: integer }),
  ClaimFiled: {
    ...object({ number: string, statusUrl: string }),
    description:
      'The claim’s number and the path of its private status page (also sent to the owner).',
  },
  ClaimWindow,
  PublicClaim: {
    ...object({
      number: string,
      status: { type: 'string', enum: [...CLAIM_STATUSES] },
      problem: { type: 'string', enum: [...CLAIM_PROBLEMS] },
      warrantyCode: string,
      dealerName: string,
      noticedOn: date,
      description: string,
      resolution: nullable({ type: 'string', enum: [...CLAIM_RESOLUTIONS, null] }),
      appointmentOn: nullable(date),
      rejectionReason: nullable(string),
      windows: { type: 'array', items: ref('ClaimWindow') },
      photoCount: integer,
      events: {
        type: 'array',
        items: object({
          id: integer,
          kind: { type: 'string', enum: [...CLAIM_EVENT_KINDS] },
          fromStatus: nullable({ type: 'string', enum: [...CLAIM_STATUSES, null] }),
          toStatus: nullable({ type: 'string', enum: [...CLAIM_STATUSES, null] }),
          body: nullable(string),
          createdAt: dateTime,
        }),
      },
      createdAt: dateTime,
    }),
    description:
      'A claim as its owner sees it: the timeline’s lines meant for them, never internal notes nor staff names.',
  },
}

const codeParameter = {
  name: 'code',
  in: 'path',
  required: true,
  description: 'The warranty code, typed any way the lookup accepts (`WF-7K3M-9QX2`, `7k3m9qx2`)',
  schema: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' },
}
const tokenParameter = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The private link’s token (32 random bytes, base64url)',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
}

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Problem') } },
})
const answer = (description: string, schema: Json) => ({
  description,
  content: { 'application/json': { schema } },
})
const E = {
  400: problem('The body is not well-formed'),
  403: problem('No proof for this warranty: ask for a code and verify it first'),
  404: problem('No such warranty (or claim)'),
  409: problem('The warranty is void or expired: it takes no claim'),
  413: problem('The body is too large'),
  422: problem('Invalid input: `errors` holds one message per field, in the page’s language'),
}

const proof = [{ ownerProof: [] }]

/** The filing's multipart body: the validator's fields, the repeated ones named as sent. */
function filingSchema(): Json {
  const schema = requestSchema(fileClaimValidator.toJSONSchema() as Json, {
    windows: 'Only this warranty’s own films (`sale_items` ids of its sale).',
    contactEmail: 'Required when `contactChannel` is `email`.',
  })
  const properties = { ...(schema.properties as Record<string, Json>) }
  const windows = properties.windows
  delete properties.windows
  const required = (schema.required as string[]).filter((name) => name !== 'windows')
  return {
    ...schema,
    properties: {
      [CLAIM_FORM_FIELDS.windows]: windows,
      ...properties,
      [CLAIM_FORM_FIELDS.photos]: {
        type: 'array',
        maxItems: CLAIM_LIMITS.photosMax,
        description: `Up to ${CLAIM_LIMITS.photosMax} photos of at most ${CLAIM_LIMITS.photoBytesMax / 1024 / 1024} MB each: JPEG, PNG, WebP or HEIC, recognised by their bytes. Each is re-encoded as a JPEG of at most ${CLAIM_LIMITS.photoLongestSide} px, upright, with no metadata. Anything else: 422 on \`photos\`.`,
        items: { type: 'string', format: 'binary', contentMediaType: 'image/*' },
      },
    },
    required: [CLAIM_FORM_FIELDS.windows, ...required],
  }
}

type Limit = { requests: number; duration: string }

/** `limits`: the code limits of #http/rate_limits (renderers import no HTTP layer). */
export function publicApiDocument(
  limits: { codeSendsPerIp: Limit; codeSendsPerWarranty: Limit },
  serverUrl = '/api/public'
) {
  const LIMITS = limits
  const codeBody = (
    validator: typeof requestCodeValidator | typeof verifyCodeValidator,
    example: Json,
    checks: Record<string, string> = {}
  ) => ({
    required: true,
    content: {
      'application/json': {
        schema: requestSchema(validator.toJSONSchema() as Json, checks),
        example,
      },
    },
  })
  return {
    openapi: '3.1.0',
    info: {
      title: 'Owner API',
      version: '1',
      description:
        'What a warranty’s owner calls from the public claim pages: a one-time code sent to the phone on ' +
        'file, then filing and following claims. No account and no CSRF token: a right code sets the ' +
        `\`${OWNER_PROOF_COOKIE}\` cookie (encrypted, HttpOnly, SameSite=Strict, ${OWNER_PROOF_MINUTES} minutes), ` +
        'which opens that one warranty’s claims. Messages are in the language of `Accept-Language` ' +
        '(`en`, `vi`). Every error answers `{ message, errors? }`.',
      contact: { name: siteConfig.brand, email: siteConfig.contact.email },
    },
    servers: [{ url: serverUrl }],
    tags: [{ name: 'Claims', description: 'An owner’s warranty claims' }],
    paths: {
      '/warranties/{code}/one-time-codes': {
        post: {
          tags: ['Claims'],
          operationId: 'postOneTimeCode',
          summary: 'Send a one-time code to the phone on file',
          description:
            `6 digits, valid ${CLAIM_LIMITS.codeMinutes} minutes, ${CLAIM_LIMITS.codeTries} tries, used once; only the latest code of a purpose counts. ` +
            `A client past ${LIMITS.codeSendsPerIp.requests} codes in ${LIMITS.codeSendsPerIp.duration} sends a solved challenge (\`altcha\`, from GET /altcha/challenge); ` +
            `a warranty is sent at most ${LIMITS.codeSendsPerWarranty.requests} codes in ${LIMITS.codeSendsPerWarranty.duration} (then 429 with Retry-After). ` +
            'A code to file a claim is refused (409) for a void or expired warranty.',
          parameters: [codeParameter],
          requestBody: codeBody(requestCodeValidator, { purpose: 'file_claim' }),
          responses: {
            202: answer('Sent (through the outbox)', ref('CodeSent')),
            400: E[400],
            404: E[404],
            409: E[409],
            413: E[413],
            422: E[422],
            429: answer('A challenge is due, or this warranty’s codes are spent for the hour', {
              anyOf: [ref('ChallengeRequired'), ref('Problem')],
            }),
          },
        },
      },
      '/warranties/{code}/one-time-codes/verify': {
        post: {
          tags: ['Claims'],
          operationId: 'postOneTimeCodeVerify',
          summary: 'Check a code: a right one sets the proof cookie',
          description:
            'Wrong, expired, already used or dead (after 5 wrong tries) codes answer 422 on `code` saying which.',
          parameters: [codeParameter],
          requestBody: codeBody(
            verifyCodeValidator,
            { purpose: 'file_claim', code: '123456' },
            {
              code: 'The latest code sent for this warranty and purpose, unexpired, unused, within its tries.',
            }
          ),
          responses: {
            200: {
              ...answer('Verified', ref('CodeVerified')),
              headers: {
                'Set-Cookie': {
                  description: `\`${OWNER_PROOF_COOKIE}\`: the proof for this warranty`,
                  schema: string,
                },
              },
            },
            400: E[400],
            404: E[404],
            413: E[413],
            422: E[422],
          },
        },
      },
      '/warranties/{code}/claims': {
        post: {
          tags: ['Claims'],
          operationId: 'postClaim',
          summary: 'File a claim (multipart), all or nothing',
          description:
            'The claim, its windows, photos, first event, audit entry and confirmation message commit together; ' +
            'photos already stored are removed if anything fails.',
          security: proof,
          parameters: [codeParameter],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: filingSchema(),
                encoding: {
                  [CLAIM_FORM_FIELDS.windows]: { style: 'form', explode: true },
                  [CLAIM_FORM_FIELDS.photos]: { contentType: 'image/*' },
                },
              },
            },
          },
          responses: {
            201: answer('Filed', ref('ClaimFiled')),
            400: E[400],
            403: E[403],
            404: E[404],
            409: E[409],
            413: problem('The whole request is larger than 80 MB'),
            422: E[422],
          },
        },
        get: {
          tags: ['Claims'],
          operationId: 'getClaims',
          summary: 'The warranty’s claims, newest first',
          security: proof,
          parameters: [codeParameter],
          responses: {
            200: answer('The claims', { type: 'array', items: ref('PublicClaim') }),
            403: E[403],
            404: E[404],
          },
        },
      },
      '/claims/{token}': {
        get: {
          tags: ['Claims'],
          operationId: 'getClaimByToken',
          summary: 'One claim by its private link',
          security: [],
          parameters: [tokenParameter],
          responses: {
            200: answer('The claim', ref('PublicClaim')),
            404: E[404],
          },
        },
      },
      '/openapi.json': {
        get: {
          tags: ['Claims'],
          operationId: 'getPublicOpenApi',
          summary: 'This document',
          security: [],
          responses: { 200: answer('OpenAPI 3.1', { type: 'object' }) },
        },
      },
    },
    security: [],
    components: {
      schemas: PUBLIC_SCHEMAS,
      securitySchemes: {
        ownerProof: {
          type: 'apiKey',
          in: 'cookie',
          name: OWNER_PROOF_COOKIE,
          description: 'Set by a right one-time code for one warranty',
        },
      },
    },
  }
}
