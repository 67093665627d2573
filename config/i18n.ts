import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'
import env from '#start/env'
import { LOCALES, type Locale } from '#dtos/locales'

/**
 * The interface languages. Catalogues are ICU messages in
 * resources/lang/<locale>/<file>.json (key `<file>.<key>`), the same files
 * the browser is fed. `DEFAULT_LOCALE` picks the language at the site root.
 */
export const DEFAULT_LOCALE = env.get('DEFAULT_LOCALE', 'en') as Locale

const i18nConfig = defineConfig({
  defaultLocale: DEFAULT_LOCALE,
  supportedLocales: [...LOCALES],
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
