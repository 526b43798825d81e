import { describe, expect, it } from 'vitest'
import { certificatePlaceholderUrl } from '../../shared/images/certificate-placeholder'
import { UI_TEXT } from '../../shared/messages'
import {
  CERTIFICATES,
  CHAT_GREETING,
  DEFAULT_CONTACT,
  NAV_ITEMS,
  PAGE_META,
  SECTION_IDS,
  SERVICES,
  STATS,
  TEAM_REPLY_PROMISE,
  TECHNOLOGIES,
  WHY_CHOOSE_US,
} from '#content'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { renderHtml } from '../../tests/support/render-html'
import { LandingPage } from './landing-page'

const NO_CODE = { code: '', hash: '' }
const SITE = { contact: DEFAULT_CONTACT, siteUrl: 'https://nusakode.example', month: '2026-11', serviceWorker: true }
const page = renderHtml(
  <LandingPage
    site={SITE}
    assets={{ style: NO_CODE, inline: { linksWhileLoading: NO_CODE, restoreDraft: NO_CODE }, images: {} }}
    path="/"
    meta={PAGE_META.landing}
  />,
)
const section = (id: string) => page.querySelector(`section#${id}`)!
const CHAT_URL = buildWhatsAppUrl(DEFAULT_CONTACT.whatsappNumber, CHAT_GREETING)
const MONTH_YEAR = /^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) 20\d\d$/

describe('the landing page', () => {
  it('has the sections home, about, services, skills, portfolio, why-choose-us, cta and contact in that order, then the footer', () => {
    const order = page
      .querySelectorAll('main > section[id], body > footer')
      .map((element) => element.id || element.tagName.toLowerCase())
    expect(order).toEqual([...SECTION_IDS, 'footer'])
  })

  it('shows the counters’ final numbers, 15+, 10+ and 1, before any script runs', () => {
    // The moving figure is hidden from screen readers (they get the final value): only its class finds it.
    expect(page.querySelectorAll('.stat-value').map((value) => value.text)).toEqual(
      STATS.map((stat) => `${stat.value}${stat.suffix}`),
    )
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
    const hero = section('home').querySelector('img')!
    expect(hero.getAttribute('fetchpriority')).toBe('high')
    expect(hero.hasAttribute('loading')).toBe(false)
  })

  it('about shows the vision and the specialisation', () => {
    expect(section('about').querySelector('h2')?.text).toBe('Tentang Kami')
    expect(
      section('about')
        .querySelectorAll('h3')
        .map((heading) => heading.text),
    ).toEqual(['Visi', 'Spesialisasi'])
  })

  it('services shows the four service cards', () => {
    const titles = section('services').querySelectorAll('h3')
    expect(titles.map((title) => title.text)).toEqual(SERVICES.map((service) => service.title))
    expect(titles).toHaveLength(4)
  })

  it.each([
    ['each service card’s', 'section#services', UI_TEXT.learnMore, 4],
    ['the footer’s', 'body > footer', UI_TEXT.privacyPolicy, 1],
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
    expect(items.map((item) => item.text)).toEqual(TECHNOLOGIES.map((tech) => tech.name))
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(
      TECHNOLOGIES.map((tech) => tech.imageUrl),
    )
    for (const [index, item] of items.entries()) {
      const icon = item.querySelector('img')!
      expect(icon.getAttribute('alt')).toBe(`Logo ${TECHNOLOGIES[index]!.name}`)
      expect(icon.getAttribute('loading')).toBe('lazy')
    }
  })

  it('skills lists the 12 certificates with title, issuer, an Indonesian date and a drawn card (no photos given)', () => {
    const cards = section('skills').querySelectorAll('ul[aria-labelledby="skills-certificates"] > li')
    expect(cards).toHaveLength(12)
    expect(cards[0]!.text).toContain('Maret 2024')
    for (const [index, card] of cards.entries()) {
      const certificate = CERTIFICATES[index]!
      expect(card.querySelector('h4')?.text).toBe(certificate.title)
      expect(card.text).toContain(certificate.issuer)
      expect(card.querySelector('time')?.getAttribute('datetime')).toBe(certificate.date)
      expect(card.querySelector('time')?.text).toMatch(MONTH_YEAR)
      expect(card.querySelector('img')?.getAttribute('src')).toBe(certificatePlaceholderUrl(certificate.id))
      expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    }
  })

  it('why choose us gives the four reasons', () => {
    expect(
      section('why-choose-us')
        .querySelectorAll('h3')
        .map((heading) => heading.text),
    ).toEqual(WHY_CHOOSE_US.map((reason) => reason.title))
  })

  it('the call to action opens the chat and promises a reply within 1x24 hours', () => {
    expect(section('cta').text).toContain(TEAM_REPLY_PROMISE)
    expect(section('cta').querySelector('a')?.getAttribute('href')).toBe(CHAT_URL)
  })

  it('contact gives the WhatsApp number, the Instagram handle, the email and the QR code', () => {
    const contact = section('contact')
    const link = (text: string) =>
      contact
        .querySelectorAll('a')
        .find((anchor) => anchor.text.includes(text))
        ?.getAttribute('href')
    expect(link('+62 812-3456-7890')).toBe(CHAT_URL)
    expect(link(DEFAULT_CONTACT.instagramHandle)).toBe(DEFAULT_CONTACT.instagramUrl)
    expect(link(DEFAULT_CONTACT.email)).toBe(`mailto:${DEFAULT_CONTACT.email}`)
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
    const socialLink = (name: string) =>
      social.querySelectorAll('a').find((link) => link.getAttribute('aria-label') === name || link.text.includes(name))
    expect(socialLink('Instagram')?.getAttribute('href')).toBe(DEFAULT_CONTACT.instagramUrl)
    expect(socialLink('LinkedIn')?.getAttribute('href')).toBe(DEFAULT_CONTACT.linkedinUrl)
    expect(socialLink('WhatsApp')?.getAttribute('href')).toBe(CHAT_URL)
    expect(footer.text).toContain('© 2026 Nusa Kode')
  })
})
