import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { resolveAppUrl } from '#start/app_url'

/**
 * Public facts about the business, shown on the site and in the admin.
 * Everything comes from the environment so another shop can rebrand it.
 */
const phone = env.get('CONTACT_PHONE', '+60 12-345 6789')
const brand = env.get('BRAND_NAME', 'ShieldPro Tint')

/**
 * The demo e-mail and social profiles, made from the brand's name as one
 * handle (`ShieldPro Tint` → `shieldprotint`, `Sao Việt` → `saoviet`): a site
 * rebranded by BRAND_NAME alone never names another brand.
 */
export function demoContact(name: string) {
  const handle =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'brand'
  return {
    email: `hello@${handle}.example`,
    social: {
      profile: `https://www.tiktok.com/@${handle}`,
      page: `https://www.facebook.com/${handle}`,
      photos: `https://www.instagram.com/${handle}`,
    },
  }
}
const demo = demoContact(brand)

const siteConfig = {
  brand,
  appUrl: resolveAppUrl(env.get('APP_URL'), app.inProduction, env.get('PORT', 3333)),
  apiBaseUrl: env.get('API_BASE_URL', '/api/admin'),
  contact: {
    phone,
    phoneDigits: phone.replace(/\D/g, ''),
    message: env.get(
      'CONTACT_MESSAGE',
      'Hello! I would like to know more about your window film (car tint) and get a quote for my car.'
    ),
    // The same enquiry for visitors of the Vietnamese pages.
    messageVi: env.get(
      'CONTACT_MESSAGE_VI',
      'Xin chào! Tôi muốn tìm hiểu thêm về phim cách nhiệt ô tô và nhận báo giá cho xe của tôi.'
    ),
    email: env.get('CONTACT_EMAIL', demo.email),
    address: env.get(
      'CONTACT_ADDRESS',
      'Lot 12, Jalan Teknologi 3, Taman Sains Selangor, 47810 Petaling Jaya'
    ),
    // In schema.org form, for the JSON-LD of Home and Contact; the pages write it out in
    // each language (#dtos/opening_hours).
    openingHours: env.get('CONTACT_OPENING_HOURS', 'Mo-Sa 09:00-18:00'),
    mapUrl: env.get(
      'CONTACT_MAP_URL',
      'https://www.openstreetmap.org/search?query=Taman%20Sains%20Selangor%20Petaling%20Jaya'
    ),
  },
  /**
   * The message staff send a customer after registering (WhatsApp, SMS,
   * e-mail), per language, with {brand} {code} {link} placeholders. Unset,
   * the texts of resources/lang/<locale>/sharing.json are used.
   */
  sharing: {
    message: {
      en: env.get('SHARE_MESSAGE'),
      vi: env.get('SHARE_MESSAGE_VI'),
    },
    subject: {
      en: env.get('SHARE_SUBJECT'),
      vi: env.get('SHARE_SUBJECT_VI'),
    },
  },
  social: {
    profile: env.get('SOCIAL_PROFILE_URL', demo.social.profile),
    page: env.get('SOCIAL_PAGE_URL', demo.social.page),
    photos: env.get('SOCIAL_PHOTOS_URL', demo.social.photos),
  },
}

/**
 * Cookies are `Secure` exactly when the site is served over https: a browser
 * drops a Secure cookie on plain http, so deciding by NODE_ENV broke signing
 * in on a LAN address (http://shop-pc:3333) with a 419 every time.
 */
export function servedOverHttps(appUrl: string) {
  return appUrl.toLowerCase().startsWith('https://')
}

export const secureCookies = servedOverHttps(siteConfig.appUrl)

export type SiteConfig = typeof siteConfig
export default siteConfig
