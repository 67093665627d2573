import { test } from '@japa/runner'
import {
  WARRANTY_CODE_ALPHABET,
  formatWarrantyCode,
  generateWarrantyCode,
  parseWarrantyCode,
} from '#domain/warranty_code'

test.group('Warranty code', () => {
  test('is WF + 8 characters of the unambiguous alphabet', ({ assert }) => {
    assert.lengthOf(WARRANTY_CODE_ALPHABET, 32)
    for (const confusable of ['0', 'O', '1', 'I'])
      assert.notInclude(WARRANTY_CODE_ALPHABET, confusable)
    for (let i = 0; i < 500; i++) {
      assert.match(generateWarrantyCode(), /^WF[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/)
    }
  })

  test('is random: 5,000 codes are all different and use the whole alphabet', ({ assert }) => {
    const codes = Array.from({ length: 5000 }, generateWarrantyCode)
    assert.equal(new Set(codes).size, codes.length)
    const used = new Set(codes.flatMap((code) => [...code.slice(2)]))
    assert.equal(used.size, WARRANTY_CODE_ALPHABET.length)
  })

  test('is shown grouped as WF-XXXX-XXXX', ({ assert }) => {
    assert.equal(formatWarrantyCode('WF7K3M9QX2'), 'WF-7K3M-9QX2')
    assert.match(formatWarrantyCode(generateWarrantyCode()), /^WF-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  })

  test('parses "{$self}" regardless of case, separators and prefix')
    .with([
      'WF-7K3M-9QX2',
      'wf-7k3m-9qx2',
      'WF7K3M9QX2',
      'wf7k3m9qx2',
      '7K3M-9QX2',
      '7k3m9qx2',
      ' WF 7K3M 9QX2 ',
      'Wf.7k3m.9Qx2',
    ])
    .run(({ assert }, input) => {
      assert.equal(parseWarrantyCode(input), 'WF7K3M9QX2')
    })

  test('refuses "{$self}"')
    .with([
      '',
      'WF',
      'WF-7K3M-9QX',
      'WF-7K3M-9QX22',
      'WF-7K3M-9QX0',
      'WF-7K3M-9QXI',
      'XX7K3M9QX2',
      'WF-7K3M-9QX!',
    ])
    .run(({ assert }, input) => {
      assert.isNull(parseWarrantyCode(input))
    })

  test('a body that itself starts with WF is still read without the prefix', ({ assert }) => {
    assert.equal(parseWarrantyCode('WF23ABCD'), 'WFWF23ABCD')
    assert.equal(parseWarrantyCode('WF-WF23-ABCD'), 'WFWF23ABCD')
  })
})
