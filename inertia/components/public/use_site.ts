import { usePage } from '@inertiajs/react'
import type { SharedPageProps, SiteDto } from '#dtos/shared'
import type { Locale } from '#dtos/locales'
import type { WarrantyLookupResultDto } from '#dtos/sale'
import { useLanguage, useT } from '~/shared/i18n'

/** The public facts about the business, shared with every page by the server. */
export function useSite(): SiteDto {
  return usePage<SharedPageProps>().props.site
}

/** WhatsApp-like green, dark enough for white text to pass WCAG AA (5.3 : 1). */
export const MESSAGING_GREEN = '#1e7b34'

/**
 * The messaging link of the floating button and the Contact page, with the
 * enquiry pre-filled (or `text`, when the page knows better).
 */
export function messagingUrl(site: SiteDto, locale: Locale = 'en', text?: string) {
  const message = text ?? (locale === 'vi' ? site.contact.messageVi : site.contact.message)
  return `https://wa.me/${site.contact.phoneDigits}?text=${encodeURIComponent(message)}`
}

/**
 * The floating button's and the menu's messaging link. While the e-warranty
 * page shows a warranty the visitor is most likely asking about it, so the
 * message starts "Question about warranty WF-…" with its code(s).
 */
export function useMessagingUrl() {
  const site = useSite()
  const t = useT()
  const { locale } = useLanguage()
  const { results } = usePage<{ results?: WarrantyLookupResultDto[] | null }>().props
  const codes = Array.isArray(results) ? results.map((result) => result.warrantyCode) : []
  const text = codes.length ? t('sharing.chat.question', { code: codes.join(', ') }) : undefined
  return messagingUrl(site, locale, text)
}

export function phoneUrl(site: SiteDto) {
  return `tel:+${site.contact.phoneDigits}`
}
