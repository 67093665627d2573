import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  TYPED_DATE_YEARS,
  formatTypedDate,
  parseTypedDate,
  type DateOrder,
} from '#domain/typed_date'
import {
  addDays,
  formatDate,
  formatLongDate,
  toIsoDate,
  wholeMonthsBetween,
} from '#domain/calendar_date'
import { daysLeft, itemExpiry, latestExpiry } from '#domain/warranty_status'
import { installationDateProblem, oldInstallationLimit } from '#domain/installation_date'
import { transferDateProblem } from '#domain/ownership_transfer'
import { WARRANTY_YEARS } from '#dtos/product'

const TODAY = '2026-11-23'
const ORDERS: DateOrder[] = ['DMY', 'MDY', 'YMD']

const parse = (text: string, order: DateOrder = 'DMY') => parseTypedDate(text, order, TODAY)
const iso = (text: string, order: DateOrder = 'DMY') => {
  const result = parse(text, order)
  return result.ok ? result.iso : `refused: ${result.message}`
}

/** Any real day from 1900 to 2099. */
const anyDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(toIsoDate)
  .filter((day): day is string => day !== null)

test.group('Typed dates | day-first (DATE_ORDER=DMY)', () => {
  test('{$self} is 22 Nov 2026')
    .with(['22/11/2026', '22-11-2026', '22.11.2026', '22/11/26', '22 11 2026', ' 22 / 11 / 2026 '])
    .run(({ assert }, text) => {
      assert.equal(iso(text), '2026-11-22')
    })

  test('the day comes first even when it could be a month: 5/3/2025 is 5 March', ({ assert }) => {
    assert.equal(iso('5/3/2025'), '2025-03-05')
    assert.equal(iso('05/03/2025'), '2025-03-05')
    assert.equal(iso('1.2.2024'), '2024-02-01')
  })

  test('a year-first ISO date and month names are read whatever the order', ({ assert }) => {
    for (const order of ORDERS) {
      assert.equal(iso('2026-11-22', order), '2026-11-22')
      assert.equal(iso('22 Nov 2026', order), '2026-11-22')
      assert.equal(iso('November 22, 2026', order), '2026-11-22')
      assert.equal(iso('22 sept 2025', order), '2025-09-22')
    }
  })

  test('two-digit years fall in a window of 80 years back and 19 ahead', ({ assert }) => {
    assert.equal(iso('1/1/26'), '2026-01-01')
    assert.equal(iso('1/1/45'), '2045-01-01')
    assert.equal(iso('1/1/46'), '1946-01-01')
    assert.equal(iso('1/1/95'), '1995-01-01')
  })

  test('what is not a day is refused with a message that says why: {text}')
    .with([
      { text: '11/22/2026', says: /There is no month 22: type day\/month\/year/ },
      { text: '31/11/2026', says: /November 2026 has no day 31 \(it has 30 days\)/ },
      { text: '29/02/2025', says: /February 2025 has no day 29/ },
      { text: '22/11', says: /with the year/ },
      { text: '22112026', says: /Separate the day, month and year/ },
      { text: '22/11/202', says: /year with 4 digits/ },
      { text: '22 Foo 2026', says: /"Foo" is not a month/ },
      { text: 'tomorrow', says: /Type the date as day\/month\/year, e\.g\. 31\/12\/2026/ },
      { text: '', says: /Type the date as/ },
      { text: '1/2/3/4', says: /Type the date as/ },
      { text: '22/Nov/Dec', says: /Type the date as/ },
      { text: '222/11/2026', says: /Type the date as/ },
    ])
    .run(({ assert }, { text, says }) => {
      const result = parse(text)
      assert.isFalse(result.ok)
      assert.match(result.ok ? '' : result.message, says)
    })

  test('29 February exists in leap years only', ({ assert }) => {
    assert.equal(iso('29/02/2024'), '2024-02-29')
    assert.equal(iso('29/02/2000'), '2000-02-29')
    assert.isFalse(parse('29/02/1900').ok)
  })
})

test.group('Typed dates | other orders', () => {
  test('MDY reads the month first and refuses a day-first date', ({ assert }) => {
    assert.equal(iso('11/22/2026', 'MDY'), '2026-11-22')
    assert.equal(iso('5/3/2025', 'MDY'), '2025-05-03')
    assert.match(iso('22/11/2026', 'MDY'), /There is no month 22: type month\/day\/year/)
  })

  test('YMD reads the year first and refuses a year-last date', ({ assert }) => {
    assert.equal(iso('26/11/22', 'YMD'), '2026-11-22')
    assert.match(iso('22/11/2026', 'YMD'), /Type the year first: year-month-day/)
  })
})

test.group('Typed dates | properties', () => {
  test('any day, formatted in any order with any separator, parses back to itself', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.constantFrom(...ORDERS),
        fc.constantFrom('/', '-', '.', ' '),
        (day, order, separator) => {
          const typed = formatTypedDate(day, order).replace(/[/-]/g, separator)
          const result = parseTypedDate(typed, order, TODAY)
          return result.ok && result.iso === day
        }
      )
    )
  })

  test('a day-first date with a two-digit year inside the window parses back to itself', () => {
    const inWindow = anyDay.filter((day) => day >= '1947-01-01' && day <= '2045-12-31')
    fc.assert(
      fc.property(inWindow, (day) => {
        const [year, month, date] = day.split('-')
        const result = parseTypedDate(`${date}/${month}/${year.slice(2)}`, 'DMY', TODAY)
        return result.ok && result.iso === day
      })
    )
  })

  test('any text either parses to a real day or is refused with a message, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom(...ORDERS), (text, order) => {
        const result = parseTypedDate(text, order, TODAY)
        return result.ok
          ? toIsoDate(isoParts(result.iso)) === result.iso
          : result.message.length > 0
      })
    )
  })

  test('a month-first date whose day is past 12 is refused day-first, never swapped', () => {
    const lateInMonth = anyDay.filter((day) => Number(day.slice(8)) > 12)
    fc.assert(
      fc.property(
        lateInMonth,
        (day) => !parseTypedDate(formatTypedDate(day, 'MDY'), 'DMY', TODAY).ok
      )
    )
  })
})

function isoParts(text: string) {
  const [year, month, day] = text.split('-').map(Number)
  return { year, month, day }
}

/**
 * Issue 31, item 5: `0000-01-01` was accepted (read as year 0, a day the
 * calendar functions refuse) and the sale's expiries then threw: a 500.
 * Typed dates are held to TYPED_DATE_YEARS, and every one accepted must be
 * one each computation of the product can make: the items' expiries (the
 * longest term after it), the old-date limit, the transfer and installation
 * checks, the history's "day after" bound, the days left and the display.
 */
test.group('Typed dates | every accepted date computes', () => {
  /** Text shaped like a date, of any year 0–9999 and any month or day (real or not). */
  const dateLike = fc
    .record({
      year: fc.oneof(
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(0, 1, 999, 1000, 1899, 1900, 2200, 2201, 9999)
      ),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      twoDigitYear: fc.boolean(),
      order: fc.constantFrom(...ORDERS),
      separator: fc.constantFrom('/', '-', '.', ' '),
    })
    .map(({ year, month, day, twoDigitYear, order, separator }) => {
      const pad = (value: number, width: number) => String(value).padStart(width, '0')
      const y = twoDigitYear ? pad(year % 100, 2) : pad(year, 4)
      const [m, d] = [pad(month, 2), pad(day, 2)]
      const parts = { DMY: [d, m, y], MDY: [m, d, y], YMD: [y, m, d] }[order]
      return { text: parts.join(separator), order }
    })

  function computes(day: string) {
    const today = TODAY
    const expiries = [WARRANTY_YEARS.min, WARRANTY_YEARS.max].map((years) => itemExpiry(day, years))
    const expiry = latestExpiry(expiries)
    const results = [
      ...expiries,
      expiry,
      oldInstallationLimit(day),
      addDays(day, 1),
      addDays(day, -1),
      formatDate(day),
      formatLongDate(day),
      formatDate(expiry),
    ]
    daysLeft(expiry, today)
    wholeMonthsBetween(day < today ? day : today, day < today ? today : day)
    installationDateProblem(day, { today, confirmed: true, canConfirm: true })
    transferDateProblem(day, '2024-02-29', today)
    return results.every((result) => typeof result === 'string' && !result.includes('NaN'))
  }

  test('any date-like text a validator accepts is a day every computation can use', () => {
    fc.assert(
      fc.property(dateLike, ({ text, order }) => {
        const result = parseTypedDate(text, order, TODAY)
        if (!result.ok) return result.message.length > 0
        const year = Number(result.iso.slice(0, 4))
        const inYears = year >= TYPED_DATE_YEARS.min && year <= TYPED_DATE_YEARS.max
        return inYears && toIsoDate(isoParts(result.iso)) === result.iso && computes(result.iso)
      }),
      { numRuns: 5000 }
    )
  })

  test('the first and last accepted days, and 29 February, compute', ({ assert }) => {
    for (const day of ['1900-01-01', '2200-12-31', '2024-02-29', '2000-02-29', '2196-02-29']) {
      const result = parseTypedDate(day, 'DMY', TODAY)
      assert.isTrue(result.ok, day)
      assert.isTrue(computes(day), day)
    }
    // 29 Feb plus a year is 28 Feb, never a day that does not exist.
    assert.equal(itemExpiry('2024-02-29', 1), '2025-02-28')
    assert.equal(itemExpiry('2024-02-29', 4), '2028-02-29')
  })

  test('year 0, year 9999 and the years just outside are refused as out of range: {$self}')
    .with(['0000-01-01', '01/01/0000', '9999-12-31', '31/12/9999', '31/12/1899', '01/01/2201'])
    .run(({ assert }, text) => {
      const result = parseTypedDate(text, 'DMY', TODAY)
      assert.deepEqual(result, {
        ok: false,
        message: 'Enter a date between 1900 and 2200.',
        rule: 'dateRange',
        values: { min: 1900, max: 2200 },
      })
    })
})
