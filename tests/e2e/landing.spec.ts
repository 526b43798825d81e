import { PORTFOLIO_LAUNCH_ESTIMATE, TEAM_REPLY_PROMISE } from '../../shared/constants'
import { UI_TEXT } from '../../shared/messages'
import {
  CERTIFICATES,
  CHAT_GREETING,
  DEFAULT_CONTACT,
  NAV_ITEMS,
  SECTION_IDS,
  SERVICES,
  TECHNOLOGIES,
  WHY_CHOOSE_US,
} from '../../shared/site-content'
import { chatText, expect, test } from './fixtures'
import { scrollY } from './landing-helpers'

const CHAT_URL_PREFIX = `https://wa.me/${DEFAULT_CONTACT.whatsappNumber}?text=`

test.describe('landing page content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('is in Indonesian, with a title and a meta description', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expect(page).toHaveTitle(/Nusa Kode/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
  })

  test('has the sections home, about, services, skills, portfolio, why-choose-us, cta, contact in that order, then the footer', async ({
    page,
  }) => {
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('body section[id], body > footer')].map((el) =>
        el.tagName === 'FOOTER' ? 'footer' : el.id,
      ),
    )
    expect(order).toEqual([...SECTION_IDS, 'footer'])
    for (const id of SECTION_IDS) await expect(page.locator(`section#${id}`)).toBeAttached()
  })

  test('has exactly one h1 and headings that never skip a level', async ({ page }) => {
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1))),
    )
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
    })
  })

  test('the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: UI_TEXT.skipToContent })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('links nowhere near the order or testimonial forms', async ({ page }) => {
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(10)
    expect(hrefs.filter((href) => /pesanan|testimoni/i.test(href))).toEqual([])
  })

  test('Konsultasi Gratis opens the chat in a new tab with the greeting', async ({ page }) => {
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: UI_TEXT.consultCta }).click()
    const chat = await popup
    expect(chat.url().startsWith(CHAT_URL_PREFIX)).toBe(true)
    expect(chatText(chat.url())).toBe(CHAT_GREETING)
  })

  test('every chat link opens the same greeting in a new tab, without needing JavaScript', async ({ page }) => {
    const chatLinks = page.locator('a[href^="https://wa.me/"]')
    // header, hero, portfolio, call to action, contact, footer
    await expect(chatLinks).toHaveCount(6)
    for (const link of await chatLinks.all()) {
      const href = (await link.getAttribute('href'))!
      expect(chatText(href)).toBe(CHAT_GREETING)
      expect(href.startsWith(CHAT_URL_PREFIX)).toBe(true)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the hero illustration loads first: not lazy, high priority, with its size and a description', async ({
    page,
  }) => {
    const hero = page.locator('#home img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    await expect(hero).toHaveAttribute('width', /\d+/)
    await expect(hero).toHaveAttribute('height', /\d+/)
    await expect(hero).toHaveAttribute('alt', /\S/)
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('about shows the vision and the specialisation', async ({ page }) => {
    const about = page.locator('#about')
    await expect(about.getByRole('heading', { level: 2, name: 'Tentang Kami' })).toBeVisible()
    await expect(about.getByRole('heading', { level: 3, name: 'Visi' })).toBeVisible()
    await expect(about.getByRole('heading', { level: 3, name: 'Spesialisasi' })).toBeVisible()
  })

  test('services shows the four service cards, each with a Pelajari Lebih Lanjut button', async ({ page }) => {
    const cards = page.locator('#services .service-card')
    await expect(cards).toHaveCount(SERVICES.length)
    for (const [index, service] of SERVICES.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(service.title)
      await expect(cards.nth(index).getByRole('button', { name: UI_TEXT.learnMore })).toBeVisible()
    }
  })

  test('Pelajari Lebih Lanjut does nothing: no navigation, no scrolling, no new tab', async ({ page }) => {
    const opened: string[] = []
    page.context().on('page', (p) => opened.push(p.url()))
    const urlBefore = page.url()
    for (const button of await page.getByRole('button', { name: UI_TEXT.learnMore }).all()) {
      await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
      const before = await scrollY(page)
      // A real click at the button's centre, without the scrolling Playwright may do before a click.
      const box = (await button.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(button).toBeFocused() // the click did land on the button
      await page.waitForTimeout(150)
      expect(await scrollY(page)).toBe(before)
      expect(page.url()).toBe(urlBefore)
    }
    expect(opened).toEqual([])
  })

  test('skills lists the 11 technologies, each with its icon image and name', async ({ page }) => {
    const items = page.locator('#skills .tech-item')
    await expect(items).toHaveCount(TECHNOLOGIES.length)
    for (const [index, tech] of TECHNOLOGIES.entries()) {
      await expect(items.nth(index)).toHaveText(tech.name)
      const icon = items.nth(index).getByRole('img')
      await expect(icon).toHaveAttribute('src', tech.imageUrl)
      await expect(icon).toHaveAttribute('alt', `Logo ${tech.name}`)
      await expect(icon).toHaveAttribute('width', /\d+/)
      await expect(icon).toHaveAttribute('height', /\d+/)
      await expect(icon).toHaveAttribute('loading', 'lazy')
    }
  })

  test('skills lists the 12 certificates with title, issuer, date in Indonesian and image', async ({ page }) => {
    const cards = page.locator('#skills .certificate-card')
    await expect(cards).toHaveCount(CERTIFICATES.length)
    await expect(cards.first()).toContainText('Maret 2024')
    for (const [index, certificate] of CERTIFICATES.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 4 })).toHaveText(certificate.title)
      await expect(card).toContainText(certificate.issuer)
      await expect(card.locator('time')).toHaveAttribute('datetime', certificate.date)
      await expect(card.locator('time')).toHaveText(
        /^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) 20(20|24|25)$/,
      )
      const image = card.getByRole('img')
      await expect(image).toHaveAttribute('src', certificate.imageUrl)
      await expect(image).toHaveAttribute('alt', /\S/)
      await expect(image).toHaveAttribute('width', '480')
      await expect(image).toHaveAttribute('height', '340')
      await expect(image).toHaveAttribute('loading', 'lazy')
    }
  })

  test('every picture on the page is an image with alt text, width and height', async ({ page }) => {
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    )
    expect(images.length).toBe(1 + TECHNOLOGIES.length + CERTIFICATES.length + 1)
    for (const image of images) {
      expect(image.alt, `alt of ${image.src}`).toMatch(/\S/)
      expect(image.width, `width of ${image.src}`).toMatch(/^\d+$/)
      expect(image.height, `height of ${image.src}`).toMatch(/^\d+$/)
    }
  })

  test('every technology icon and certificate image actually loads', async ({ page }) => {
    for (const url of [
      ...TECHNOLOGIES.map((t) => t.imageUrl),
      ...CERTIFICATES.map((c) => c.imageUrl),
      '/qr/whatsapp.svg',
    ]) {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toContain('image/svg+xml')
    }
  })

  test('portfolio is a placeholder marked as coming soon, with its launch date and a chat link', async ({ page }) => {
    const portfolio = page.locator('#portfolio')
    await expect(portfolio.getByRole('heading', { level: 2 })).toHaveText('Portofolio & Testimoni')
    await expect(portfolio.getByText('Segera Hadir')).toBeVisible()
    await expect(portfolio).toContainText(PORTFOLIO_LAUNCH_ESTIMATE)
    const popup = page.waitForEvent('popup')
    await portfolio.getByRole('link', { name: /WhatsApp/ }).click()
    expect(chatText((await popup).url())).toBe(CHAT_GREETING)
  })

  test('why choose us gives the four reasons', async ({ page }) => {
    const reasons = page.locator('#why-choose-us').getByRole('heading', { level: 3 })
    await expect(reasons).toHaveText(WHY_CHOOSE_US.map((reason) => reason.title))
  })

  test('the call to action opens the chat and promises a reply within 1x24 hours', async ({ page }) => {
    const cta = page.locator('#cta')
    await expect(cta).toContainText(TEAM_REPLY_PROMISE)
    const popup = page.waitForEvent('popup')
    await cta.getByRole('link', { name: /WhatsApp/ }).click()
    expect(chatText((await popup).url())).toBe(CHAT_GREETING)
  })

  test('contact gives the WhatsApp number, the Instagram handle, the email and a QR code', async ({ page }) => {
    const contact = page.locator('#contact')
    await expect(contact.getByRole('link', { name: /\+62 812-3456-7890/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    )
    await expect(contact.getByRole('link', { name: new RegExp(DEFAULT_CONTACT.instagramHandle) })).toHaveAttribute(
      'href',
      DEFAULT_CONTACT.instagramUrl,
    )
    await expect(contact.getByRole('link', { name: new RegExp(DEFAULT_CONTACT.email) })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT.email}`,
    )
    const qr = contact.getByRole('img', { name: /QR/ })
    await expect(qr).toHaveAttribute('src', '/qr/whatsapp.svg')
    await qr.scrollIntoViewIfNeeded()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('the footer has quick links, the services, social links and this year’s copyright', async ({ page }) => {
    const footer = page.locator('body > footer')
    const quickLinks = footer.getByRole('navigation', { name: 'Tautan Cepat' }).getByRole('link')
    await expect(quickLinks).toHaveText(NAV_ITEMS.map((item) => item.label))
    expect(await quickLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      NAV_ITEMS.map((item) => `#${item.id}`),
    )
    for (const service of SERVICES) await expect(footer.getByText(service.title, { exact: true })).toBeVisible()
    const social = footer.getByRole('list', { name: 'Media sosial' })
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', DEFAULT_CONTACT.instagramUrl)
    await expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', DEFAULT_CONTACT.linkedinUrl)
    await expect(social.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Nusa Kode`)
  })

  test('Privacy Policy and Terms in the footer do nothing', async ({ page }) => {
    const opened: string[] = []
    page.context().on('page', (p) => opened.push(p.url()))
    const urlBefore = page.url()
    for (const name of [UI_TEXT.privacyPolicy, UI_TEXT.terms]) {
      const control = page.locator('body > footer').getByRole('button', { name })
      await control.scrollIntoViewIfNeeded()
      const before = await scrollY(page)
      await control.click()
      await page.waitForTimeout(150)
      // A few pixels of tolerance: Playwright may nudge the page to click; a jump to a section is hundreds.
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(20)
      expect(page.url()).toBe(urlBefore)
    }
    expect(opened).toEqual([])
  })
})
