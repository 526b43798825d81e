import type { ContactDetails } from '../content-schema'
import { BRAND, SERVICES, SITE_DESCRIPTION } from '#content'
import { APP_ICONS, OPEN_GRAPH_IMAGE, absoluteUrl } from './site-meta'

export interface JsonLdInput {
  siteUrl: string
  contact: ContactDetails
}

/** A schema.org object as plain JSON, ready for a `<script type="application/ld+json">` block. */
export type JsonLd = Record<string, unknown>

/**
 * The provider as a schema.org ProfessionalService: who, where, how to reach them, what they
 * offer and where else they are on the web. Built from the site content and the deployment's
 * contact details, so search engines see the same facts as the visitor.
 */
export function professionalServiceJsonLd({ siteUrl, contact }: JsonLdInput): JsonLd {
  const url = absoluteUrl(siteUrl, '/')
  const largestIcon = APP_ICONS[APP_ICONS.length - 1]!
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${url}#organization`,
    name: BRAND.name,
    description: SITE_DESCRIPTION,
    url,
    logo: absoluteUrl(siteUrl, largestIcon.path),
    image: absoluteUrl(siteUrl, OPEN_GRAPH_IMAGE.path),
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

/**
 * JSON for inside a script element: `<` is escaped so no text in the data (a name, a URL) can
 * close the element early or open a comment. JSON.parse reads `\u003c` back as `<`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
