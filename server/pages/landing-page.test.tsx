import { describe, expect, it } from 'vitest'
import { certificatePlaceholderUrl } from '../../shared/images/certificate-placeholder'
import { formatMonthYear } from './landing/format-month-year'
import { UI_TEXT } from '../../shared/messages'
import {
  CERTIFICATES,
  CHAT_GREETING,
  DEFAULT_CONTACT,
  NAV_ITEMS,
  PAGE_META,
  SECTION_IDS,
  SERVICES,
  TECHNOLOGIES,
  WHY_CHOOSE_US,
} from '#content'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { renderHtml } from '../../tests/support/render-html'
import { LandingIsland } from './landing/landing-island'
import { LandingPage } from './landing-page'

const NO_CODE = { code: '', hash: '' }
const SITE = {
  contact: DEFAULT_CONTACT,
  siteUrl: 'https://nusakode.example',
  month: '2026-11',
  serviceWorker: true,
  counting: false,
  testimonials: [],
}
const page = renderHtml(
  <LandingPage
    site={SITE}
    assets={{ style: NO_CODE, scripts: [], inline: { linksWhileLoading: NO_CODE, restoreDraft: NO_CODE }, images: {} }}
    path="/"
    meta={PAGE_META.landing}
  />,
)
const section = (id: string) => page.querySelector(`section#${id}`)!
/** Where the link named `name` (by its text, or its label where it shows only an icon) in `within` leads. */
const hrefOf = (within: typeof page, name: string) =>
  within
    .querySelectorAll('a')
    .find((link) => link.getAttribute('aria-label') === name || link.text.includes(name))
    ?.getAttribute('href')
const CHAT_URL = buildWhatsAppUrl(DEFAULT_CONTACT.whatsappNumber, CHAT_GREETING)

describe('the landing page', () => {
  it('has the sections home, about, services, skills, portfolio, why-choose-us, cta and contact in that order, then the footer', () => {
    const order = page
      .querySelectorAll('main > section[id], body > footer')
      .map((element) => element.id || element.tagName.toLowerCase())
    expect(order).toEqual([...SECTION_IDS, 'footer'])
  })

  it('links nowhere near the order or testimonial forms', () => {
    const hrefs = page.querySelectorAll('a[href]').map((link) => link.getAttribute('href')!)
    expect(hrefs.length).toBeGreaterThan(10)
    expect(hrefs.filter((href) => /pesanan|testimoni/i.test(href))).toEqual([])
  })

  it('opens every chat in a new tab with the greeting: header, hero, portfolio, call to action, contact, footer', () => {
    const chats = page.querySelectorAll('a[href^="https://wa.me/"]')
    expect(chats).toHaveLength(6)
    for (const link of chats) {
      expect(link.getAttribute('href')).toBe(CHAT_URL)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(section('home').querySelector(`a[href="${CHAT_URL}"]`)?.text).toContain(UI_TEXT.consultCta)
  })

  it('shows every picture with a text alternative and its size, the hero’s first, the rest lazily', () => {
    const images = page.querySelectorAll('img')
    expect(images).toHaveLength(1 + TECHNOLOGIES.length + CERTIFICATES.length + 1)
    for (const image of images) {
      expect(image.getAttribute('alt'), image.getAttribute('src')).toMatch(/\S/)
      expect(image.getAttribute('width'), image.getAttribute('src')).toMatch(/^\d+$/)
      expect(image.getAttribute('height'), image.getAttribute('src')).toMatch(/^\d+$/)
    }
    const [hero, ...rest] = images
    expect([hero!.closest('section')?.id, hero!.getAttribute('fetchpriority')]).toEqual(['home', 'high'])
    expect(hero!.hasAttribute('loading')).toBe(false)
    expect(rest.filter((image) => image.getAttribute('loading') !== 'lazy')).toEqual([])
  })

  it.each([
    ['about', 'Tentang Kami', 2, ['Visi', 'Spesialisasi']],
    ['services', 'Layanan Kami', 4, SERVICES.map((service) => service.title)],
    ['why-choose-us', 'Mengapa Memilih Kami?', 4, WHY_CHOOSE_US.map((reason) => reason.title)],
  ])('%s shows %j above its %i cards', (id, heading, count, titles) => {
    const cards = section(id).querySelectorAll('h3')
    expect(section(id).querySelector('h2')?.text).toBe(heading)
    expect(cards.map((card) => card.text)).toEqual(titles)
    expect(cards).toHaveLength(count)
  })

  it.each([
    ['each service card’s', 'section#services', UI_TEXT.learnMore, 4],
    ['the footer’s', 'body > footer', UI_TEXT.terms, 1],
  ])('%s %s is a button that does nothing', (_where, selector, name, count) => {
    const buttons = page.querySelectorAll(`${selector} button`).filter((button) => button.text === name)
    expect(buttons).toHaveLength(count)
    for (const button of buttons)
      expect([button.getAttribute('type'), button.closest('form')]).toEqual(['button', null])
  })

  it('skills lists the 11 technologies, each with its icon and name', () => {
    const items = section('skills').querySelectorAll('ul[aria-labelledby="skills-technologies"] > li')
    expect(items).toHaveLength(11)
    const icon = (item: (typeof items)[number], name: string) => item.querySelector('img')?.getAttribute(name)
    expect(items.map((item) => [item.text, icon(item, 'src'), icon(item, 'alt')])).toEqual(
      TECHNOLOGIES.map((tech) => [tech.name, tech.imageUrl, `Logo ${tech.name}`]),
    )
  })

  it('skills lists the 12 certificates with title, issuer, an Indonesian date and a drawn card (no photos given)', () => {
    const cards = section('skills').querySelectorAll('ul[aria-labelledby="skills-certificates"] > li')
    expect(cards).toHaveLength(12)
    for (const [index, card] of cards.entries()) {
      const certificate = CERTIFICATES[index]!
      expect(card.querySelector('h4')?.text).toBe(certificate.title)
      expect(card.text).toContain(certificate.issuer)
      expect(card.querySelector('time')?.getAttribute('datetime')).toBe(certificate.date)
      expect(card.querySelector('time')?.text).toBe(formatMonthYear(certificate.date))
      expect(card.querySelector('img')?.getAttribute('src')).toBe(certificatePlaceholderUrl(certificate.id))
    }
  })

  it('contact gives the WhatsApp number, the Instagram handle, the email and the QR code', () => {
    const contact = section('contact')
    expect(hrefOf(contact, '+62 812-3456-7890')).toBe(CHAT_URL)
    expect(hrefOf(contact, DEFAULT_CONTACT.instagramHandle)).toBe(DEFAULT_CONTACT.instagramUrl)
    expect(hrefOf(contact, DEFAULT_CONTACT.email)).toBe(`mailto:${DEFAULT_CONTACT.email}`)
    expect(contact.querySelector('img[src="/qr/whatsapp.svg"]')?.getAttribute('alt')).toMatch(/QR/)
  })

  it('the footer has quick links, the services, social links and the copyright of the year it is given', () => {
    const footer = page.querySelector('body > footer')!
    const quickLinks = footer.querySelector('nav')!.querySelectorAll('a')
    expect(quickLinks.map((link) => [link.text, link.getAttribute('href')])).toEqual(
      NAV_ITEMS.map((item) => [item.label, `#${item.id}`]),
    )
    for (const service of SERVICES) expect(footer.text).toContain(service.title)
    const social = footer.querySelector('ul[aria-label="Media sosial"]')!
    expect(hrefOf(social, 'Instagram')).toBe(DEFAULT_CONTACT.instagramUrl)
    expect(hrefOf(social, 'LinkedIn')).toBe(DEFAULT_CONTACT.linkedinUrl)
    expect(hrefOf(social, 'WhatsApp')).toBe(CHAT_URL)
    expect(footer.text).toContain('© 2026 Nusa Kode')
  })
})

it('places only the islands its row lists, each with its own props: another fails the type check', () => {
  // @ts-expect-error: the landing page's row has no island OrderForm
  expect(<LandingIsland name="OrderForm" props={{}} />).toBeTruthy()
  // @ts-expect-error: the header's props are its chat link and contact details
  expect(<LandingIsland name="SiteHeader" props={{}} />).toBeTruthy()
})
