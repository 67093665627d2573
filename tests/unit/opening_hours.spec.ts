import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { demoContact } from '#config/site'
import type { Locale } from '#dtos/locales'
import { formatOpeningHours } from '#dtos/opening_hours'

const hours = (text: string, locale: Locale) =>
  formatOpeningHours(text, locale, (key, data) => i18nManager.locale(locale).t(key, data))

/*
 * The opening hours, kept once in schema.org form (CONTACT_OPENING_HOURS),
 * as the Contact page and the footer write them in each language.
 */
test.group('Opening hours', () => {
  test('one schema.org value, written in each language, closed days included', ({ assert }) => {
    assert.equal(hours('Mo-Sa 09:00-18:00', 'en'), 'Mon–Sat 09:00–18:00; Sun closed')
    assert.equal(hours('Mo-Sa 09:00-18:00', 'vi'), 'Thứ 2–Thứ 7: 09:00–18:00; CN: nghỉ')
    assert.equal(
      hours('Mo-Fr 8:30-17:30; Sa 09:00-13:00', 'en'),
      'Mon–Fri 08:30–17:30; Sat 09:00–13:00; Sun closed'
    )
    assert.equal(
      hours('Mo,We,Fr 10:00-16:00', 'vi'),
      'Thứ 2, Thứ 4, Thứ 6: 10:00–16:00; Thứ 3, Thứ 5, Thứ 7, CN: nghỉ'
    )
    assert.equal(hours('Mo-Su 00:00-23:59', 'en'), 'Mon–Sun 00:00–23:59')
  })

  test('a value that is not schema.org form is shown as written', ({ assert }) => {
    assert.equal(hours('By appointment', 'vi'), 'By appointment')
  })

  test('the demo e-mail and social profiles are named after BRAND_NAME', ({ assert }) => {
    assert.deepEqual(demoContact('Phim Cách Nhiệt Đại Việt'), {
      email: 'hello@phimcachnhietdaiviet.example',
      social: {
        profile: 'https://www.tiktok.com/@phimcachnhietdaiviet',
        page: 'https://www.facebook.com/phimcachnhietdaiviet',
        photos: 'https://www.instagram.com/phimcachnhietdaiviet',
      },
    })
    assert.equal(demoContact('ShieldPro Tint').email, 'hello@shieldprotint.example')
  })
})
