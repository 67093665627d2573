import { test } from '@japa/runner'
import { installationDateProblem, needsOldDateConfirmation } from '#domain/installation_date'

const TODAY = '2026-11-23'
const staff = { today: TODAY, confirmed: false, canConfirm: false }
const admin = { today: TODAY, confirmed: false, canConfirm: true }

test.group('Installation date rule', () => {
  test('today and the last 2 years need nothing more', ({ assert }) => {
    assert.isNull(installationDateProblem(TODAY, staff))
    assert.isNull(installationDateProblem('2024-11-23', staff))
  })

  test('the future and before 1990 are refused for everyone', ({ assert }) => {
    const confirmedAdmin = { ...admin, confirmed: true }
    assert.equal(
      installationDateProblem('2026-11-24', confirmedAdmin),
      'The installation date cannot be in the future.'
    )
    assert.equal(
      installationDateProblem('1989-12-31', confirmedAdmin),
      'The installation date cannot be before 1 Jan 1990.'
    )
  })

  test('more than 2 years back needs an admin who confirms', ({ assert }) => {
    assert.equal(
      installationDateProblem('2024-11-22', staff),
      '22 Nov 2024 is more than 2 years ago. Check the date; only an admin can register an installation that old.'
    )
    assert.equal(
      installationDateProblem('2024-11-22', admin),
      '22 Nov 2024 is more than 2 years ago. Check the date, or confirm below that it is right.'
    )
    assert.isNull(installationDateProblem('2024-11-22', { ...admin, confirmed: true }))
    assert.isNotNull(installationDateProblem('2024-11-22', { ...staff, confirmed: true }))
  })

  test('keeping the date a sale already has needs no new confirmation', ({ assert }) => {
    assert.isNull(installationDateProblem('2021-03-10', { ...staff, saved: '2021-03-10' }))
    assert.isFalse(needsOldDateConfirmation('2021-03-10', { today: TODAY, saved: '2021-03-10' }))
    assert.isTrue(needsOldDateConfirmation('2021-03-11', { today: TODAY, saved: '2021-03-10' }))
  })
})
