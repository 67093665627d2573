import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  contactPhoneCountryWarning,
  formatPhone,
  normalizePhone,
  phoneExample,
  phoneSearchTerms,
} from '#domain/phones'

const e164 = (text: string, country: 'MY' | 'VN' = 'MY') => {
  const result = normalizePhone(text, country)
  return result.ok ? result.e164 : `refused: ${result.message}`
}

test.group('Phones', () => {
  test('a Malaysian number typed as "{$self}" is stored as +60127784455')
    .with([
      '0127784455',
      '012-778 4455',
      '(012) 778-4455',
      '+60 12-778 4455',
      '60127784455',
      '+60127784455',
    ])
    .run(({ assert }, typed) => {
      assert.equal(e164(typed), '+60127784455')
    })

  test('a foreign number keeps its own country code', ({ assert }) => {
    assert.equal(e164('+65 6123 4567'), '+6561234567')
    assert.equal(e164('+84 912 345 678'), '+84912345678')
  })

  test('the default country decides how a national number is read', ({ assert }) => {
    assert.equal(e164('0912 345 678', 'VN'), '+84912345678')
  })

  test('what is not a phone number is refused, saying why: {text}')
    .with([
      { text: '12345', says: /too short: type all its digits, e\.g\. 012-345 6789/ },
      { text: '1234567', says: /too short/ },
      { text: '+1234567890123456', says: /too long/ },
      { text: '01x2345678', says: /in digits/ },
      { text: 'call me', says: /in digits/ },
      { text: '+0127784455', says: /country code/ },
      { text: '012 778 4455 ext 12', says: /Leave out the extension/ },
    ])
    .run(({ assert }, { text, says }) => {
      assert.match(e164(text), says)
    })

  test('stored numbers are shown the national way at home, internationally otherwise', ({
    assert,
  }) => {
    assert.equal(formatPhone('+60127784455', 'MY'), '012-778 4455')
    assert.equal(formatPhone('+60378861234', 'MY'), '03-7886 1234')
    assert.equal(formatPhone('+6561234567', 'MY'), '+65 6123 4567')
    assert.equal(formatPhone('not a phone', 'MY'), 'not a phone')
    // A range with no national layout in the library is shown internationally, never
    // as bare digits without its leading 0.
    assert.equal(formatPhone('+60154335505', 'MY'), '+60 154335505')
  })

  test('the hint is a real number of the country', ({ assert }) => {
    assert.equal(phoneExample('MY'), '012-345 6789')
    assert.equal(e164(phoneExample('MY')), '+60123456789')
  })

  test('a search typed the national way also looks for the E.164 prefix', ({ assert }) => {
    assert.deepEqual(phoneSearchTerms('012-778', 'MY'), {
      contains: ['012778'],
      prefixes: ['+6012778'],
    })
    assert.deepEqual(phoneSearchTerms('7784455', 'MY'), { contains: ['7784455'], prefixes: [] })
    assert.deepEqual(phoneSearchTerms('+60 12', 'MY'), { contains: ['6012'], prefixes: [] })
  })

  test('every stored number reads back to itself from its display form', () => {
    const mobile = fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+6012${n}`)
    fc.assert(
      fc.property(mobile, (stored) => {
        const shown = formatPhone(stored, 'MY')
        return e164(shown) === stored && e164(stored) === stored
      })
    )
  })
})

/**
 * Issue 31, item 16: a shop in Vietnam left on DEFAULT_COUNTRY=MY had
 * `0901 234 567` refused and share links built as +60. The server warns at
 * boot (start/phone_country.ts) when its own number says otherwise.
 */
test.group('Phones | CONTACT_PHONE against DEFAULT_COUNTRY', () => {
  test('a Vietnamese shop number with the default MY is one sentence saying what to set', ({
    assert,
  }) => {
    assert.equal(
      contactPhoneCountryWarning('+84 90 123 45 67', 'MY'),
      'CONTACT_PHONE (+84 90 123 45 67) is a number of VN but DEFAULT_COUNTRY is MY, so phones ' +
        'typed without a country code are read, and share links built, as MY numbers: set ' +
        'DEFAULT_COUNTRY=VN if the shop is in VN.'
    )
    assert.include(contactPhoneCountryWarning('+65 6123 4567', 'VN')!, 'set DEFAULT_COUNTRY=SG')
  })

  test('no warning when they agree, or when the number names no country: {$self}')
    .with(['+60 12-345 6789|MY', '+84 90 123 45 67|VN', '012-345 6789|MY', 'call us|MY', '|MY'])
    .run(({ assert }, pair) => {
      const [phone, country] = pair.split('|') as [string, 'MY' | 'VN']
      assert.isNull(contactPhoneCountryWarning(phone, country))
    })
})
