import type { SessionUserDto } from './user.js'
import type { Locale } from './locales.js'
import type { LegalTintMinimums } from './legal_tint.js'

export type FlashMessage = { type: 'success' | 'error' | 'info' | 'warning'; message: string }

/** Orders in which a typed date's day, month and year may be configured (`DATE_ORDER`). */
export const DATE_ORDERS = ['DMY', 'MDY', 'YMD'] as const
export type DateOrder = (typeof DATE_ORDERS)[number]

/** How dates and phone numbers are typed and shown (config/locale.ts). */
export type LocaleDto = {
  dateOrder: DateOrder
  /** ISO 3166 country of numbers typed without a country code, and of the plate format. */
  country: string
}

export type SiteDto = {
  brand: string
  appUrl: string
  apiBaseUrl: string
  contact: {
    phone: string
    phoneDigits: string
    message: string
    /** The pre-filled enquiry on the Vietnamese pages. */
    messageVi: string
    email: string
    address: string
    /** schema.org form (`Mo-Sa 09:00-18:00`), written out per language by #dtos/opening_hours. */
    openingHours: string
    mapUrl: string
  }
  social: { profile: string; page: string; photos: string }
  locale: LocaleDto
  /** The language at the site root (`DEFAULT_LOCALE`); the others are under `/<locale>`. */
  defaultLanguage: Locale
  /** Lowest VLT (%) per window in this market (config/legal_tint.ts, #domain/legal_tint). */
  legalTint: LegalTintMinimums
}

/** Props every page receives (see config/inertia.ts). */
export type SharedPageProps = {
  site: SiteDto
  user: SessionUserDto | null
  flash: FlashMessage | null
  /** The interface language of this page: the public URL's, or the signed-in user's. */
  language: Locale
  errors?: Record<string, string>
}
