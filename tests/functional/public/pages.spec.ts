import { test } from '@japa/runner'

test.group('Public pages', () => {
  for (const [path, title] of [
    ['/', 'Home'],
    ['/about', 'About'],
    ['/e-warranty', 'EWarranty'],
    ['/contact', 'Contact'],
  ]) {
    test(`${path} is server-rendered with the title "${title} - <brand>"`, async ({ client, assert }) => {
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      assert.equal(html.match(/<title[^>]*>/g)?.length, 1)
      assert.include(html, `${title} - ShieldPro Tint</title>`)
      assert.match(html, /<h1[^>]*>/)
    })
  }
})
