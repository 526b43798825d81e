import { describe, expect, it } from 'vitest'
import { DEFAULT_CONTACT, SERVICES } from '#content'
import { professionalServiceJsonLd, serializeJsonLd } from './json-ld'

const input = {
  siteUrl: 'https://nusakode.example',
  contact: { ...DEFAULT_CONTACT, whatsappNumber: '6281111222333', email: 'tim@nusakode.example' },
}

describe('professionalServiceJsonLd', () => {
  const data = professionalServiceJsonLd(input)

  it('describes the provider as a schema.org ProfessionalService', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('ProfessionalService')
    expect(data.name).toBe('Nusa Kode')
    expect(typeof data.description).toBe('string')
  })

  it('gives the site URL from SITE_URL', () => {
    expect(data.url).toBe('https://nusakode.example/')
    expect(data.image).toBe('https://nusakode.example/og-image.png')
  })

  it('gives the configured WhatsApp number as an international telephone and the configured email', () => {
    expect(data.telephone).toBe('+6281111222333')
    expect(data.email).toBe('tim@nusakode.example')
  })

  it('serves Indonesia', () => {
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'Indonesia' })
  })

  it('offers the four services by their titles', () => {
    const catalog = data.hasOfferCatalog as { itemListElement: Array<{ itemOffered: { name: string } }> }
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(SERVICES.map((s) => s.title))
    expect(catalog.itemListElement).toHaveLength(4)
  })

  it('links the social profiles', () => {
    expect(data.sameAs).toEqual([DEFAULT_CONTACT.instagramUrl, DEFAULT_CONTACT.linkedinUrl])
  })
})

describe('serializeJsonLd', () => {
  it('escapes < so text in the data cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
