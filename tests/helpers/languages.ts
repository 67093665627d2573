import type { Page } from 'playwright-core'

/*
 * The languages walks (tests/browser/languages.spec.ts and
 * sign_in_languages.spec.ts): what a page says, and the untranslated keys in it.
 */

/** Every text a person reads or hears: the page's text and its labels, titles and placeholders. */
export async function readableText(page: Page) {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt']
    const labels = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? '')
    )
    return [document.title, document.body.innerText, ...labels].join('\n')
  })
}

/** Fails with every untranslated key the page shows (see MISSING_MARK in ~/shared/i18n). */
export async function expectNoMissingKey(
  page: Page,
  assert: { deepEqual: Function },
  name: string
) {
  const text = await readableText(page)
  assert.deepEqual(text.match(/⟦missing:[^⟧]*⟧/g) ?? [], [], name)
}
