import { usePage } from '@inertiajs/react'
import type { SharedPageProps, SiteDto } from '#dtos/shared'
import type { Locale } from '#dtos/locales'

/** The public facts about the business, shared with every page by the server. */
export function useSite(): SiteDto {
  return usePage<SharedPageProps>().props.site
}

/** WhatsApp-like green, dark enough for white text to pass WCAG AA (5.3 : 1). */
export const MESSAGING_GREEN = '#1e7b34'

/** The messaging link of the floating button and the Contact page, with the enquiry pre-filled. */
export function messagingUrl(site: SiteDto, locale: Locale = 'en') {
  const message = locale === 'vi' ? site.contact.messageVi : site.contact.message
  return `https://wa.me/${site.contact.phoneDigits}?text=${encodeURIComponent(message)}`
}

export function phoneUrl(site: SiteDto) {
  return `tel:+${site.contact.phoneDigits}`
}
