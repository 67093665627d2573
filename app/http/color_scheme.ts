import { createHash } from 'node:crypto'

/*
 * Applies the saved (or the system's) colour scheme before the first paint.
 * Inlined in every page's <head>: an external file would be one more request
 * that blocks rendering. CSP allows exactly this script through its hash.
 */
export const COLOR_SCHEME_SCRIPT = `(function () {
  var scheme = null
  try {
    scheme = window.localStorage.getItem('mantine-color-scheme-value')
  } catch (e) {}
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
})()`

export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`
