import type { SessionUserDto } from './user.js'

export type FlashMessage = { type: 'success' | 'error' | 'info' | 'warning'; message: string }

export type SiteDto = {
  brand: string
  appUrl: string
  apiBaseUrl: string
  contact: {
    phone: string
    phoneDigits: string
    message: string
    email: string
    address: string
    hours: string
    openingHours: string
    mapUrl: string
  }
  social: { profile: string; page: string; photos: string }
}

/** Props every page receives (see config/inertia.ts). */
export type SharedPageProps = {
  site: SiteDto
  user: SessionUserDto | null
  flash: FlashMessage | null
  errors?: Record<string, string>
}
