import type { SiteDto } from '#dtos/shared'

/** schema.org AutoRepair (a LocalBusiness) for search engines, used on Home and Contact. */
export function autoRepairJsonLd(site: SiteDto) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    'name': site.brand,
    'description':
      'Automotive window film: ceramic, carbon and safety film installed by certified technicians, with an electronic warranty.',
    'url': `${site.appUrl}/`,
    'image': `${site.appUrl}/og-image.png`,
    'logo': `${site.appUrl}/favicon.svg`,
    'telephone': site.contact.phone,
    'email': site.contact.email,
    'address': site.contact.address,
    'openingHours': site.contact.openingHours,
    'hasMap': site.contact.mapUrl,
    'sameAs': [site.social.profile, site.social.page, site.social.photos],
  }
}
