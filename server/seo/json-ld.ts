import type { ContactDetails } from '../../shared/content-schema'
import { BRAND, SERVICES, SITE_DESCRIPTION } from '#content'
import { APP_ICONS, OPEN_GRAPH_IMAGE } from './site-meta'

export type JsonLd = Record<string, unknown>

/** The provider as a schema.org ProfessionalService, from the same facts the visitor sees. */
export function professionalServiceJsonLd({ siteUrl, contact }: { siteUrl: string; contact: ContactDetails }): JsonLd {
  const url = `${siteUrl}/`
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${url}#organization`,
    name: BRAND.name,
    description: SITE_DESCRIPTION,
    url,
    logo: `${siteUrl}${APP_ICONS.at(-1)!.path}`, // the largest
    image: `${siteUrl}${OPEN_GRAPH_IMAGE.path}`,
    telephone: `+${contact.whatsappNumber.replace(/\D/g, '')}`,
    email: contact.email,
    areaServed: { '@type': 'Country', name: 'Indonesia' },
    knowsLanguage: 'id',
    sameAs: [contact.instagramUrl, contact.linkedinUrl],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Layanan',
      itemListElement: SERVICES.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title, description: service.description },
      })),
    },
  }
}

/** `<` escaped, so no text in the data can close the script element or open a comment. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
