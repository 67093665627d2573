import { test } from '@japa/runner'
import fc from 'fast-check'
import { formatPlate, normalizePlate } from '#domain/plates'

test.group('Plates', () => {
  test('the compact form is upper case without separators', ({ assert }) => {
    assert.equal(normalizePlate('wxy 1234'), 'WXY1234')
    assert.equal(normalizePlate(' W-X.Y  1234 '), 'WXY1234')
  })

  test('in Malaysia a standard plate reads "{$self}" however it was typed')
    .with(['VX 0141', 'WXY 1234', 'BNH 7781 A', 'W 1'])
    .run(({ assert }, canonical) => {
      const compact = normalizePlate(canonical)
      for (const typed of [
        canonical.toLowerCase(),
        compact,
        compact.toLowerCase(),
        canonical.replaceAll(' ', '-'),
      ]) {
        assert.equal(formatPlate(typed, 'MY'), canonical)
      }
    })

  test('a vanity plate keeps its own grouping, in upper case with single spaces', ({ assert }) => {
    assert.equal(formatPlate('putrajaya   1', 'MY'), 'PUTRAJAYA 1')
    assert.equal(formatPlate('g1m  1', 'MY'), 'G1M 1')
  })

  test('Singapore uses the same shape; Vietnam its dash and dot', ({ assert }) => {
    assert.equal(formatPlate('sba1234a', 'SG'), 'SBA 1234 A')
    assert.equal(formatPlate('51a12345', 'VN'), '51A-123.45')
    assert.equal(formatPlate('30e 1234', 'VN'), '30E-1234')
  })

  test('another country gets upper case and tidy separators only', ({ assert }) => {
    assert.equal(formatPlate('ab - 123 . cd', 'FR'), 'AB-123.CD')
    assert.equal(formatPlate('  m  ab 1234 ', 'DE'), 'M AB 1234')
  })

  test('formatting never changes which car it is: the compact form is kept', () => {
    const plate = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,18}$/)
    fc.assert(
      fc.property(plate, fc.constantFrom('MY', 'SG', 'VN', 'TH'), (typed, country) => {
        const canonical = formatPlate(typed, country)
        return (
          normalizePlate(canonical) === normalizePlate(typed) &&
          formatPlate(canonical, country) === canonical
        )
      })
    )
  })
})
