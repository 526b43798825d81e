import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as DEFAULT_CONTENT from '#content'
import {
  CALL_TO_ACTION,
  CERTIFICATES,
  HERO,
  PAGE_META,
  PORTFOLIO,
  STATS,
  TEAM_REPLY_PROMISE,
} from '../fixtures/content/site-content'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { IMAGE_SLOTS, sizesAttribute } from '../../shared/images/image-slots'
import { BUILD_DIR, FIXTURE_BUILD_DIR } from '../support/build'
import { dom, startBuiltServer, type BuiltServer } from './harness'

/**
 * The site built with the example content (`npm run build:fixture`): its own page titles, counters
 * and reply promise where the pages show them; projects, testimonials and 3000 × 2000 photos, served
 * as pictures the browser can size, never as the originals.
 */
let server: BuiltServer
let page: ReturnType<typeof dom>

beforeAll(async () => {
  server = await startBuiltServer({}, FIXTURE_BUILD_DIR)
  page = dom((await server.request().get('/')).text)
})
afterAll(() => server.stop())

const pictures = () => page.querySelectorAll('picture')
const srcsetUrls = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!)

describe('the landing page with the example content', () => {
  it('shows every photo as a picture: the hero’s, each certificate’s and each screenshot', () => {
    const screenshots = PORTFOLIO.flatMap((project) => project.screenshots)
    expect(pictures()).toHaveLength(1 + CERTIFICATES.length + screenshots.length)
    expect(page.querySelectorAll('ul[aria-labelledby="skills-certificates"] picture')).toHaveLength(CERTIFICATES.length)
    expect(page.querySelectorAll('#skills img[src^="/certificates/"]')).toEqual([]) // no drawn card left
  })

  it('offers each picture as AVIF, then WebP, with sizes, and reserves its space with width and height', () => {
    for (const picture of pictures()) {
      const source = picture.querySelector('source')!
      const image = picture.querySelector('img')!
      expect(source.getAttribute('type')).toBe('image/avif')
      expect(srcsetUrls(source.getAttribute('srcset')).every((url) => url.endsWith('.avif'))).toBe(true)
      expect(srcsetUrls(image.getAttribute('srcset')).every((url) => url.endsWith('.webp'))).toBe(true)
      expect(image.getAttribute('sizes')).toBe(source.getAttribute('sizes'))
      expect(image.getAttribute('width')).toMatch(/^\d+$/)
      expect(image.getAttribute('height')).toMatch(/^\d+$/)
      expect(image.getAttribute('alt')).toMatch(/\S/)
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
    expect(page.querySelector('#home img')?.getAttribute('alt')).toBe(HERO.photo!.alt)
  })

  it('serves every version as an image kept for a year (its name changes with its content)', async () => {
    const urls = new Set(
      pictures().flatMap((picture) => [
        ...srcsetUrls(picture.querySelector('source')!.getAttribute('srcset')),
        ...srcsetUrls(picture.querySelector('img')!.getAttribute('srcset')),
      ]),
    )
    for (const url of urls) {
      const res = await server.request().head(url)
      expect(res.status, url).toBe(200)
      expect(res.headers['content-type'], url).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp')
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
    }
  })
})

describe('the example content’s own titles, counters and reply promise', () => {
  it('differ from the default content’s', () => {
    expect(PAGE_META.landing.title).not.toBe(DEFAULT_CONTENT.PAGE_META.landing.title)
    expect(PAGE_META.order?.title).not.toBe(ORDER_FORM.meta.title)
    expect(STATS.map((stat) => stat.value)).not.toEqual(DEFAULT_CONTENT.STATS.map((stat) => stat.value))
    expect(TEAM_REPLY_PROMISE).not.toBe(DEFAULT_CONTENT.TEAM_REPLY_PROMISE)
  })

  it.each([
    ['/', PAGE_META.landing],
    ['/pesanan', PAGE_META.order!],
  ])('%s has its title and description, for search results and link previews', async (path, { title, description }) => {
    const html = dom((await server.request().get(path)).text)
    const meta = (key: string) =>
      html.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')
    expect(html.querySelector('title')?.text).toBe(title)
    expect(meta('og:title')).toBe(title)
    expect(meta('twitter:title')).toBe(title)
    expect(meta('description')).toBe(description)
  })

  it('shows its counters’ values in the hero, to screen readers too', () => {
    const finalTexts = STATS.map((stat) => `${stat.value}${stat.suffix}`)
    expect(page.querySelectorAll('#home .stat-value').map((value) => value.text)).toEqual(finalTexts)
    expect(page.querySelectorAll('#home .stat .sr-only').map((value) => value.text)).toEqual(finalTexts)
  })

  it('promises its reply time in the call to action and in the order form’s intro', async () => {
    expect(page.querySelector('#cta')?.text).toContain(`${CALL_TO_ACTION.replyPrefix} ${TEAM_REPLY_PROMISE}.`)
    const order = dom((await server.request().get('/pesanan')).text)
    const intro = order.querySelector('h1')?.nextElementSibling?.text ?? ''
    expect(intro.slice(-TEAM_REPLY_PROMISE.length - 2)).toBe(` ${TEAM_REPLY_PROMISE}.`)
  })
})

describe('the owner’s original photos', () => {
  // That processing never copies an original is scripts/content/process-images.test.ts.
  it('are not found at the paths an owner might expect them', async () => {
    for (const path of [
      '/images/sertifikat-01.jpg',
      '/sertifikat-01.jpg',
      '/assets/images/sertifikat-01.jpg',
      '/content/images/sertifikat-01.jpg',
    ])
      expect((await server.request().get(path)).status, path).toBe(404)
  })
})

describe('the drawn certificate cards', () => {
  it('are made only for certificates without a photo', () => {
    expect(readdirSync(join(FIXTURE_BUILD_DIR, 'public/certificates'))).toEqual([
      'kosong.svg',
      'kosong.svg.br',
      'kosong.svg.gz',
    ])
    expect(existsSync(join(BUILD_DIR, 'public/certificates/sertifikat-01.svg'))).toBe(true)
  })
})
