import fc from 'fast-check'

/**
 * Generators of what a hostile client sends, for the generative suite
 * (tests/functional/security/hostile_input.spec.ts). Each mixes values
 * known to have broken something somewhere with random ones.
 */

const NAMED_STRINGS = [
  '',
  ' ',
  '\u0000',
  'WXY\u00001234',
  '\u0007\u001b[31m',
  '\u0085\u009b',
  '\t\r\n',
  '\ud800',
  'a\udfffb@example.com',
  '\ud83d',
  '😀🇻🇳👩‍👩‍👧',
  'Nguyễn Văn Ánh, Hồ Chí Minh',
  'Nguyễn Văn Ánh, Hồ Chí Minh'.normalize('NFD'),
  '\u202eevil\u202c',
  '\ufeff\ufffe\uffff',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF%FF',
  '_%\\',
  "'; DROP TABLE sales; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'valueOf',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e21',
  '2147483648',
  '9007199254740993',
  '-0',
  '0x10',
  '1.5',
  'true',
  '2026-02-30',
  '31/12/2025',
  'WF-7K3M-9QX2',
  'DL-0001',
  '+60 12-345 6789',
  'x'.repeat(5000),
  'ẞ'.repeat(300),
]

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMED_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) }
)

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31 - 1, 2 ** 31, 1e21, -1e21, 2 ** 53 + 2, 1.5, -0.0001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)

/** Every field and filter name the app reads, so values reach the validators' rules. */
export const KNOWN_FIELDS = [
  'search',
  'page',
  'perPage',
  'sort',
  'direction',
  'status',
  'archived',
  'type',
  'role',
  'dealerId',
  'productId',
  'installedFrom',
  'installedTo',
  'code',
  'plate',
  'phone4',
  'mode',
  'name',
  'contactName',
  'phone',
  'email',
  'address',
  'city',
  'notes',
  'sku',
  'series',
  'vlt',
  'irRejection',
  'uvRejection',
  'tser',
  'warrantyYears',
  'description',
  'username',
  'fullName',
  'password',
  'passwordConfirmation',
  'currentPassword',
  'isAdmin',
  'isActive',
  'customerName',
  'customerPhone',
  'customerEmail',
  'plateNumber',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vin',
  'installedAt',
  'items',
  'reason',
  '_method',
]

export const hostileKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
  { weight: 1, arbitrary: hostileString }
)

const scalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('windshield', 'sunroof', 'ceramic', 'active', 'void', 'asc', 'only')
)

/** JSON-able values: scalars, arrays and objects with hostile keys, a few levels deep. */
export const hostileValue = fc.anything({
  key: hostileKey,
  values: [scalar],
  maxDepth: 3,
  maxKeys: 6,
  withNullPrototype: false,
})

const sale = fc.record({
  dealerId: fc.oneof(fc.constantFrom(1, 2, 3), hostileNumber, hostileString),
  customerName: hostileString,
  customerPhone: hostileString,
  customerEmail: hostileString,
  plateNumber: hostileString,
  vehicleMake: hostileString,
  vehicleModel: hostileString,
  installedAt: hostileString,
  items: fc.array(
    fc.record({ position: hostileString, productId: fc.oneof(hostileNumber, hostileString) }),
    { maxLength: 8 }
  ),
})

/** A JSON body: known fields with hostile values (reaching deep rules), or anything at all. */
export const hostileJsonBody = fc.oneof(
  fc.dictionary(hostileKey, scalar, { maxKeys: 12 }),
  sale,
  hostileValue
)

/** Bodies that are not valid JSON, or not JSON at all, under any content type. */
export const malformedBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/vnd.api+json',
    'application/csp-report',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----hostile',
    'multipart/form-data',
    'text/plain',
    'application/xml',
    'application/octet-stream',
    ''
  ),
  body: fc.oneof(
    fc.constantFrom(
      '{',
      '{"username":',
      '[1,2',
      'nul',
      '\u0000',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
      '['.repeat(20000),
      '{"a":'.repeat(5000),
      '"\\ud800"',
      'a=1&a[b]=2&__proto__[isAdmin]=1&constructor[prototype][x]=1',
      '------hostile\r\nContent-Disposition: form-data; name="x"\r\n\r\n',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'
    ),
    hostileString
  ),
})

/** Query-string keys, bracket syntax included (`qs` turns them into objects and arrays). */
export const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'search[]',
      'page[a]',
      'perPage[0]',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'items[0][productId]',
      'a[b][c][d][e][f][g]'
    ),
  },
  { weight: 1, arbitrary: hostileString }
)

const UNRESERVED = /[A-Za-z0-9\-._~]/

/**
 * A value as it goes in a URL path segment or query string: UTF-8 bytes
 * percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it).
 * With `raw`, printable ASCII goes as typed, so malformed escapes such as
 * `%E0%A4%A` or `%ED%A0%80` reach the server's decoder.
 */
export function urlPart(value: string, raw: boolean) {
  if (raw && /^[\x21-\x7e]*$/.test(value)) return value
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte)
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')
}
