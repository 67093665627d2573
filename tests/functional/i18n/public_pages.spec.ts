import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import site from '#config/site'
import { textsOf } from '#tests/helpers/html'

const BRAND = 'ShieldPro Tint'

/** Each public page in Vietnamese, its English twin and its Vietnamese title. */
const PAGES = [
  {
    path: '/vi',
    english: '/',
    title: 'Trang chủ',
    h1: 'Phim cách nhiệt ô tô giữ cái nóng ở bên ngoài',
  },
  { path: '/vi/about', english: '/about', title: 'Giới thiệu', h1: `Về ${BRAND}` },
  { path: '/vi/e-warranty', english: '/e-warranty', title: 'Bảo hành điện tử', h1: null },
  { path: '/vi/contact', english: '/contact', title: 'Liên hệ', h1: 'Liên hệ với chúng tôi' },
]

function alternates(html: string) {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`
  )
}

test.group('I18n | Vietnamese public pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const page of PAGES) {
    test(`${page.path} is "${page.title} - ${BRAND}", lang vi, with hreflang and a switch`, async ({
      client,
      assert,
    }) => {
      const response = await client.get(page.path)
      response.assertStatus(200)
      const html = response.text()
      assert.match(html, /<html lang="vi">/)
      assert.deepEqual(textsOf(html, 'title'), [`${page.title} - ${BRAND}`])
      if (page.h1) assert.equal(textsOf(html, 'h1')[0], page.h1)
      assert.include(html, `<link rel="canonical" href="${site.appUrl}${page.path}"`)
      assert.deepEqual(alternates(html), [
        `en ${site.appUrl}${page.english}`,
        `vi ${site.appUrl}${page.path}`,
        `x-default ${site.appUrl}${page.english}`,
      ])
      // The switch leads to the same page in English, named in English.
      assert.match(
        html,
        new RegExp(`<a href="${page.english}" hrefLang="en" lang="en"[^>]*>English</a>`)
      )
      // The header links stay in Vietnamese.
      assert.match(
        html,
        /<a class="site-nav__link"( aria-current="page")? href="\/vi\/about">Giới thiệu</
      )
      // The messaging link is pre-filled in Vietnamese.
      assert.include(html, `?text=${encodeURIComponent(site.contact.messageVi)}`)
      assert.notInclude(html, '⟦missing:')
    })

    test(`${page.english} stays English and names ${page.path} as its Vietnamese version`, async ({
      client,
      assert,
    }) => {
      const response = await client.get(page.english)
      const html = response.text()
      assert.match(html, /<html lang="en">/)
      assert.include(alternates(html), `vi ${site.appUrl}${page.path}`)
      assert.match(
        html,
        new RegExp(`<a href="${page.path}" hrefLang="vi" lang="vi"[^>]*>Tiếng Việt</a>`)
      )
      // The first-visit suggestion is in the page, hidden until the light script finds
      // that the browser prefers Vietnamese: never a redirect.
      assert.match(html, /<aside id="language-suggestion" data-language="vi"[^>]* hidden/)
      assert.notInclude(html, '⟦missing:')
    })
  }

  test('a search on the Vietnamese EWarranty page answers its errors in Vietnamese', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/vi/e-warranty').qs({ code: 'hello' })
    response.assertStatus(422)
    assert.include(response.text(), 'Nhập mã bảo hành như trên giấy, ví dụ WF-7K3M-9QX2.')
    const plate = await client.get('/vi/e-warranty').qs({ plate: 'WXY 1234', phone4: '12' })
    assert.include(plate.text(), 'Nhập đúng 4 chữ số.')
    const none = await client.get('/vi/e-warranty').qs({ plate: 'WXY 1234', phone4: '1234' })
    assert.include(none.text(), 'Không tìm thấy bảo hành')
  })
})
