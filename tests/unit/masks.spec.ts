import { test } from '@japa/runner'
import { maskName, maskPlate } from '#domain/masks'

test.group('Masks', () => {
  test('a plate shows only its last 3 characters', ({ assert }) => {
    assert.equal(maskPlate('WXY 1234'), '••••234')
    assert.equal(maskPlate('vbk-2391'), '••••391')
    assert.equal(maskPlate('JQA 88'), '••A88')
  })

  test('a very short plate keeps only its last character', ({ assert }) => {
    assert.equal(maskPlate('V 1'), '•1')
    assert.equal(maskPlate('Q'), '•••')
  })

  test('a name keeps the first letter of each word', ({ assert }) => {
    assert.equal(maskName('Ahmad Faizal bin Ismail'), 'A••• F••• b••• I•••')
    assert.equal(maskName('  Tan   Wei Ming '), 'T••• W••• M•••')
    assert.equal(maskName('Łukasz'), 'Ł•••')
  })
})
