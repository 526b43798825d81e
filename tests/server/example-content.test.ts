import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import * as EXAMPLE from '../fixtures/content/site-content'
import { certificatePlaceholderUrl, EMPTY_CERTIFICATE_URL } from '../../shared/images/certificate-placeholder'
import { IMAGE_SLOTS, sizesAttribute } from '../../server/pages/image-slots'
import { FIXTURE_BUILD_DIR } from '../support/build'
import { dom, useBuiltServer } from './harness'

/**
 * The site built with the example content (`npm run build:fixture`): its own titles, counters and
 * reply promise; its 3000 × 2000 photos as pictures the browser can size, never as the originals.
 */
const server = useBuiltServer({}, FIXTURE_BUILD_DIR)
let page: ReturnType<typeof dom>
beforeAll(async () => {
  page = dom((await server.request().get('/')).text)
})

const pictures = () => page.querySelectorAll('picture')
const photographed = EXAMPLE.CERTIFICATES.filter((certificate) => certificate.photo)
const drawnCards = EXAMPLE.CERTIFICATES.filter((certificate) => !certificate.photo).map((certificate) =>
  certificatePlaceholderUrl(certificate.id),
)
const srcsetUrls = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!)

describe('the landing page with the example content', () => {
  it('shows every photo as a picture (the hero’s, each photographed certificate’s, each screenshot), the other certificates the cards the build draws for them alone', () => {
    const screenshots = EXAMPLE.PORTFOLIO.flatMap((project) => project.screenshots)
    expect(pictures()).toHaveLength(1 + photographed.length + screenshots.length)
    const certificates = page.querySelectorAll('ul[aria-labelledby="skills-certificates"] picture')
    expect(certificates).toHaveLength(photographed.length)
    const cards = page.querySelectorAll('#skills img[src^="/certificates/"]').map((card) => card.getAttribute('src'))
    expect(cards).toEqual(drawnCards)
    const drawn = [...drawnCards, EMPTY_CERTIFICATE_URL].flatMap((url) => [url, `${url}.br`, `${url}.gz`])
    const built = readdirSync(join(FIXTURE_BUILD_DIR, 'public/certificates')).map((file) => `/certificates/${file}`)
    expect(built.sort()).toEqual(drawn.sort()) // and the empty card the service worker shows offline
  })

  it('offers each picture as AVIF, then WebP, with sizes, its space reserved, each version kept a year', async () => {
    for (const picture of pictures()) {
      const source = picture.querySelector('source')!
      const image = picture.querySelector('img')!
      expect(source.getAttribute('type')).toBe('image/avif')
      expect(image.getAttribute('sizes')).toBe(source.getAttribute('sizes'))
      expect(image.getAttribute('width')).toMatch(/^\d+$/)
      expect(image.getAttribute('height')).toMatch(/^\d+$/)
      expect(image.getAttribute('alt')).toMatch(/\S/)
      // Each version's name changes with its content.
      const avif = srcsetUrls(source.getAttribute('srcset')).map((url) => [url, 'image/avif'])
      const webp = srcsetUrls(image.getAttribute('srcset')).map((url) => [url, 'image/webp'])
      for (const [url, type] of [...avif, ...webp]) {
        const res = await server.request().head(url!)
        const answer = [res.status, res.headers['content-type'], res.headers['cache-control']]
        expect(answer, url).toEqual([200, type, 'public, max-age=31536000, immutable, no-transform'])
      }
    }
  })

  it('loads every photo below the hero lazily, and the hero’s at once', () => {
    const [hero, ...below] = pictures().map((picture) => picture.querySelector('img')!)
    expect(hero!.closest('#home')).not.toBeNull()
    expect(hero!.getAttribute('loading')).toBe('eager')
    for (const image of below) expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('preloads the hero photo first, where it is the largest thing on the first screen', () => {
    const preload = page.querySelector('link[rel="preload"][as="image"]')!
    const heroSource = page.querySelector('#home picture source')!
    expect(preload.getAttribute('fetchpriority')).toBe('high')
    expect(preload.getAttribute('type')).toBe('image/avif')
    expect(preload.getAttribute('media')).toBe('(min-width: 64em)')
    expect(preload.getAttribute('imagesrcset')).toBe(heroSource.getAttribute('srcset'))
    expect(preload.getAttribute('imagesizes')).toBe(sizesAttribute(IMAGE_SLOTS.hero))
    expect(page.querySelector('#home img')?.getAttribute('alt')).toBe(EXAMPLE.HERO.photo!.alt)
  })
})

describe('the example content’s own titles, counters and reply promise', () => {
  it.each([
    ['/', EXAMPLE.PAGE_META.landing],
    ['/pesanan', EXAMPLE.PAGE_META.order!],
  ])('%s has its title and description (the link previews’ are seo.test.ts)', async (path, { title, description }) => {
    const html = dom((await server.request().get(path)).text)
    expect(html.querySelector('title')?.text).toBe(title)
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description)
  })

  it('shows its counters’ values in the hero, to screen readers too', () => {
    const finalTexts = EXAMPLE.STATS.map((stat) => `${stat.value}${stat.suffix}`)
    expect(page.querySelectorAll('#home .stat-value').map((value) => value.text)).toEqual(finalTexts)
    expect(page.querySelectorAll('#home .stat .sr-only').map((value) => value.text)).toEqual(finalTexts)
  })

  it('promises its reply time in the call to action and in the order form’s intro', async () => {
    const promise = EXAMPLE.TEAM_REPLY_PROMISE
    expect(page.querySelector('#cta')?.text).toContain(`${EXAMPLE.CALL_TO_ACTION.replyPrefix} ${promise}.`)
    const order = dom((await server.request().get('/pesanan')).text)
    const intro = order.querySelector('h1')?.nextElementSibling?.text ?? ''
    expect(intro.slice(-promise.length - 2)).toBe(` ${promise}.`)
  })
})

// That processing never copies an original is scripts/content/process-images.test.ts.
it('the owner’s original photos are not found at the paths an owner might expect them', async () => {
  for (const path of [
    '/images/sertifikat-01.jpg',
    '/sertifikat-01.jpg',
    '/assets/images/sertifikat-01.jpg',
    '/content/images/sertifikat-01.jpg',
  ])
    expect((await server.request().get(path)).status, path).toBe(404)
})
