import { test } from '@japa/runner'
import { englishIn } from '#tests/helpers/languages'

/*
 * The languages walk (tests/browser/languages.spec.ts) fails on English left
 * on a Vietnamese page: what it takes for English, and what it lets pass.
 */
test.group('Languages walk | English on a Vietnamese page', () => {
  test('English from the catalogue or written into a component is found', ({ assert }) => {
    for (const text of [
      'Success',
      'Close notification',
      'Back office',
      'Expired 3 months ago',
      'Voided 12 Mar 2026 by admin',
      'Show archived',
      'Toggle password visibility',
      'Mutation success',
    ]) {
      assert.isNotNull(englishIn(text), text)
    }
  })

  test('Vietnamese, shared texts and data in any language pass', ({ assert }) => {
    for (const text of [
      'Thành công',
      'Đóng thông báo',
      'Trang quản trị',
      'ShieldPro Tint',
      'VLT',
      'WF-8TBG-P7Y5',
      '+60 12-345 6789',
      'New Alfredtown',
      'Page Smith',
      'Main Street',
      'Schmidt and Lang Tint',
      'Crystal Clear 70',
      'user44.s5s5a',
      'Lot 12, Jalan Teknologi 3, Taman Sains Selangor, 47810 Petaling Jaya',
    ]) {
      assert.isNull(englishIn(text), text)
    }
  })
})
