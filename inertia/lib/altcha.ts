import 'altcha/external'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import { PROOF_ALGORITHM } from '#dtos/proof_of_work'

/*
 * The ALTCHA widget, self-hosted: its script, styles and worker are part of
 * the app's own bundle (the `external` build inlines neither styles nor
 * workers, so the page's CSP needs no blob: or third-party source). Loaded
 * only in the browser, when a page first needs a challenge: it defines a
 * custom element, which the server render cannot.
 */
globalThis.$altcha.algorithms.set(PROOF_ALGORITHM, () => new Pbkdf2Worker())

/** The widget's texts in one language, from the app's catalogue. */
export function setWidgetStrings(language: string, strings: Record<string, string>) {
  globalThis.$altcha.i18n.set(language, strings)
}
