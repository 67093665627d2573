import { defineConfig } from '@adonisjs/inertia'
import type { HttpContext } from '@adonisjs/core/http'
import type { InferSharedProps } from '@adonisjs/inertia/types'
import site from '#config/site'
import locale from '#config/locale'
import legalTint from '#config/legal_tint'
import { serializeSessionUser } from '#serializers/user'
import type { FlashMessage, SiteDto } from '#dtos/shared'
import type { Locale } from '#dtos/locales'
import { DEFAULT_LOCALE } from '#config/i18n'
import { pageLanguage } from '#http/request_locale'
import { isServerRendered } from '#dtos/pages'

/**
 * Shared props. The public subset of the site config is the same for every
 * visitor; `user` and `flash` are per request and are null on anonymous,
 * flash-less requests, which is what lets public pages be cached.
 */
const sharedData = {
  site: {
    brand: site.brand,
    appUrl: site.appUrl,
    apiBaseUrl: site.apiBaseUrl,
    contact: site.contact,
    social: site.social,
    locale,
    defaultLanguage: DEFAULT_LOCALE,
    // Read when the props are sent: the tests of the rule set the minimums at run time.
    get legalTint() {
      return legalTint.minimums
    },
  } satisfies SiteDto,
  user: (ctx: HttpContext) => {
    const user = ctx.auth?.use('api').user
    return user ? serializeSessionUser(user) : null
  },
  language: (ctx: HttpContext): Locale => pageLanguage(ctx),
  flash: (ctx: HttpContext): FlashMessage | null =>
    (ctx.session?.flashMessages.get('notification') as FlashMessage | undefined) ?? null,
}

/**
 * Every prop name a page can have besides its own: the shared data above
 * plus `errors`, which the adapter's middleware shares on every request.
 */
export const SHARED_PROP_NAMES: readonly string[] = [...Object.keys(sharedData), 'errors']

/** The Edge template every page is written into, and the server render's source. */
export const ROOT_VIEW = 'inertia_layout'
export const SSR_ENTRYPOINT = 'inertia/app/ssr.tsx'

const inertiaConfig = defineConfig({
  rootView: ROOT_VIEW,
  sharedData,
  ssr: {
    enabled: true,
    entrypoint: SSR_ENTRYPOINT,
    pages: (_ctx, component) => isServerRendered(component),
  },
})

export default inertiaConfig

declare module '@adonisjs/inertia/types' {
  export interface SharedProps extends InferSharedProps<typeof inertiaConfig> {}
}
