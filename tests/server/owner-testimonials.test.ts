import { describe, expect, it, onTestFinished } from 'vitest'
import { PORTFOLIO_SECTION } from '#content'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { OWNER_TEXT } from '../../server/owner/owner-text'
import { POLL_MS } from '../../server/owner/testimonials/published-testimonials'
import { OWNER_AUTHORIZATION, ownerPasswordHash, storeFolder } from '../support/analytics'
import { submittedChatText } from '../support/chat-link'
import { TESTIMONIAL } from '../support/form-fixtures'
import { dom, startTestApp, type TestApp } from './harness'

/**
 * /pemilik/testimoni (server/owner/testimonials/): the owner pastes a client's chat message, previews
 * it as the landing page shows it, publishes it to / on every process sharing the store, hides it
 * again. Who gets in, and which posts pass the door: owner-door.test.ts; the message read back:
 * server/owner/testimonials/testimonial-message.test.ts.
 */
const T = OWNER_TEXT.testimonials
const PATH = '/pemilik/testimoni'
const SENT = new Date('2026-11-22T01:42:00Z')
const MESSAGE = submittedChatText(TESTIMONIAL_FORM, TESTIMONIAL, { now: SENT })

/** An app with the owner's password set and counting off, on the store in `folder` (a new one unless given). */
async function ownerApp(store = storeFolder(), { keepStore = false } = {}) {
  if (!keepStore) onTestFinished(store.remove)
  const env = { STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS: 'off', ANALYTICS_DB: store.path }
  return { app: await startTestApp({ env }), store }
}
/** A post of the owner's page, from it (Sec-Fetch-Site), with the owner's password. */
const post = (app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app
    .request()
    .post(PATH)
    .type('form')
    .set({ Authorization: OWNER_AUTHORIZATION, 'Sec-Fetch-Site': 'same-origin', ...headers })
    .send(new URLSearchParams(fields).toString())
const ownerPage = async (app: TestApp, query = '') =>
  dom((await app.request().get(`${PATH}${query}`).set('Authorization', OWNER_AUTHORIZATION)).text)
const landing = async (app: TestApp) => dom((await app.request().get('/')).text)
const landingCards = async (app: TestApp) => (await landing(app)).querySelectorAll('#portfolio .testimonial-card')

describe('the owner’s testimonial page', () => {
  it('is the owner’s alone: noindex, never stored, unframeable, whole without a script, linking to the figures when they are counted', async () => {
    const { app } = await ownerApp()
    const res = await app.request().get(PATH).set('Authorization', OWNER_AUTHORIZATION)
    expect(res.status).toBe(200)
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'x-frame-options': 'DENY',
    })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['content-security-policy']).toMatch(/form-action 'self'/)
    const page = dom(res.text)
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(page.querySelectorAll('script')).toEqual([])
    expect(page.querySelector('h1')?.text).toBe(T.title)
    expect(page.querySelector(`form[method="post"][action="${PATH}"] textarea[name="pesan"]`)).not.toBeNull()
    const nav = page.querySelector('nav.owner-nav')!
    expect(nav.querySelectorAll('a').map((link) => link.getAttribute('href'))).toEqual([PATH]) // counting is off
    expect(page.text).toContain(T.listEmpty)
  })

  it('a preview shows the testimonial exactly as the landing page shows it once published, and publishes nothing', async () => {
    const { app } = await ownerApp()
    const preview = await post(app, { aksi: 'pratinjau', pesan: MESSAGE })
    expect(preview.status).toBe(200)
    const page = dom(preview.text)
    expect(page.querySelector('textarea[name="pesan"]')?.text).toBe(MESSAGE)
    const previewed = page.querySelector('.owner-preview .testimonial-card')!
    expect(previewed.querySelector('figcaption strong')?.text).toBe(TESTIMONIAL.namaLengkap)
    expect(await landingCards(app)).toEqual([])

    expect((await post(app, { aksi: 'terbitkan', pesan: MESSAGE })).status).toBe(303)
    const [shown] = await landingCards(app)
    expect(shown?.outerHTML).toBe(previewed.outerHTML)
  })

  it('text that is no testimonial message is 422, naming what is missing, with everything pasted kept; nothing is published from it', async () => {
    const { app } = await ownerApp()
    const pasted = 'Halo kak, makasih ya!\nNama: Budi'
    for (const aksi of ['pratinjau', 'terbitkan']) {
      const res = await post(app, { aksi, pesan: pasted })
      expect(res.status).toBe(422)
      const page = dom(res.text)
      expect(page.querySelector('[role="alert"]')?.text).toContain(
        OWNER_TEXT.message.missing([
          OWNER_TEXT.message.part.namaProyek,
          OWNER_TEXT.message.part.rating,
          OWNER_TEXT.message.part.testimoni,
        ]),
      )
      expect(page.querySelector('textarea[name="pesan"]')?.getAttribute('aria-invalid')).toBe('true')
      expect(page.querySelector('textarea[name="pesan"]')?.text).toBe(pasted)
    }
    expect(await landingCards(app)).toEqual([])
    expect((await ownerPage(app)).text).toContain(T.listEmpty)
  })
})

describe('published', () => {
  it('is on / at once: the placeholder gone, the page’s ETag and the service worker’s revision of it changed; hidden, it is gone again', async () => {
    const { app } = await ownerApp()
    const page = () => app.request().get('/').set('Accept-Encoding', 'identity')
    const before = await page()
    const workerBefore = (await app.request().get('/sw.js')).text
    expect(dom(before.text).text).toContain(PORTFOLIO_SECTION.badge)

    const published = await post(app, { aksi: 'terbitkan', pesan: MESSAGE })
    expect([published.status, published.headers.location]).toEqual([303, `${PATH}?selesai=terbit`])
    const after = await page()
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(dom(after.text).text).not.toContain(PORTFOLIO_SECTION.badge)
    expect(dom(after.text).querySelector('#portfolio blockquote')?.text).toBe(TESTIMONIAL.testimoni)
    const revisionOfLanding = (worker: string) => /\{"url":"\/","revision":"([^"]+)"/.exec(worker)?.[1]
    const workerAfter = (await app.request().get('/sw.js')).text
    expect(revisionOfLanding(workerAfter)).toBe(after.headers.etag!.replaceAll('"', ''))
    expect(revisionOfLanding(workerAfter)).not.toBe(revisionOfLanding(workerBefore))

    const owners = await ownerPage(app, '?selesai=terbit')
    expect(owners.querySelector('[role="status"]')?.text).toBe(T.published)
    const id = owners.querySelector('.published-item input[name="id"]')!.getAttribute('value')!
    expect((await post(app, { aksi: 'sembunyikan', id })).headers.location).toBe(`${PATH}?selesai=sembunyi`)
    expect(await landingCards(app)).toEqual([])
    expect((await landing(app)).text).toContain(PORTFOLIO_SECTION.badge)
  })

  it('is listed newest first, once however often it is published, and beside the content file’s on /', async () => {
    const { app } = await ownerApp()
    const second = { ...TESTIMONIAL, namaLengkap: 'Siti Rahma', testimoni: `${TESTIMONIAL.testimoni} Sangat puas.` }
    await post(app, { aksi: 'terbitkan', pesan: MESSAGE })
    const again = await post(app, { aksi: 'terbitkan', pesan: MESSAGE })
    expect(again.headers.location).toBe(`${PATH}?selesai=sudah`)
    await post(app, { aksi: 'terbitkan', pesan: submittedChatText(TESTIMONIAL_FORM, second, { now: SENT }) })
    const names = (await ownerPage(app)).querySelectorAll('.published-item figcaption strong').map((name) => name.text)
    expect(names).toEqual(['Siti Rahma', 'Budi Santoso'])
    const shown = (await landingCards(app)).map((card) => card.querySelector('figcaption strong')!.text)
    expect(shown).toEqual(['Siti Rahma', 'Budi Santoso'])
  })

  it('shows what the client typed as text: <b> is never markup', async () => {
    const { app } = await ownerApp()
    const typed = {
      ...TESTIMONIAL,
      namaLengkap: '<b>Budi</b>',
      testimoni: `<b>Tebal</b> <img src=x onerror=alert(1)> ${TESTIMONIAL.testimoni}`,
    }
    await post(app, { aksi: 'terbitkan', pesan: submittedChatText(TESTIMONIAL_FORM, typed, { now: SENT }) })
    const [card] = await landingCards(app)
    expect(card!.querySelector('blockquote')!.text).toBe(typed.testimoni)
    expect(card!.querySelector('figcaption strong')!.text).toBe(typed.namaLengkap)
    expect(card!.querySelectorAll('b, img')).toEqual([])
  })

  it('from another site, even with the owner’s password, is 403 and publishes nothing', async () => {
    const { app } = await ownerApp()
    const res = await post(
      app,
      { aksi: 'terbitkan', pesan: MESSAGE },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://jahat.example' },
    )
    expect(res.status).toBe(403)
    expect(await landingCards(app)).toEqual([])
    expect((await ownerPage(app)).text).toContain(T.listEmpty)
  })

  it('stays through a restart of the server on the same store', async () => {
    const store = storeFolder()
    onTestFinished(store.remove)
    const first = await ownerApp(store, { keepStore: true })
    await post(first.app, { aksi: 'terbitkan', pesan: MESSAGE })
    await first.app.stop()
    const second = await ownerApp(store, { keepStore: true })
    expect((await landingCards(second.app)).length).toBe(1)
  })

  it(`reaches every other process on the store by itself (each polls it every ${POLL_MS / 1000} s), within 10 s`, async () => {
    const store = storeFolder()
    onTestFinished(store.remove)
    const [one, other] = [await ownerApp(store, { keepStore: true }), await ownerApp(store, { keepStore: true })]
    await post(one.app, { aksi: 'terbitkan', pesan: MESSAGE })
    await expect.poll(async () => (await landingCards(other.app)).length, { timeout: 10_000, interval: 100 }).toBe(1)
  })
})

it('/testimoni tells the client, beside its button, that the testimonial may be shown on the site with the name and project given; the order form does not', async () => {
  const { app } = await ownerApp()
  const actions = (html: string) => dom(html).querySelector('form .form-actions')!
  const testimonial = actions((await app.request().get(TESTIMONIAL_FORM.path)).text)
  expect(testimonial.querySelector('button[type="submit"]')?.text).toBe(TESTIMONIAL_FORM.text.submit)
  expect(testimonial.text).toContain(TESTIMONIAL_FORM.text.consent!)
  expect(actions((await app.request().get('/pesanan')).text).text).not.toContain(TESTIMONIAL_FORM.text.consent!)
})
