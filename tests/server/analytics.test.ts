import { parse } from 'csv-parse/sync'
import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it, onTestFinished } from 'vitest'
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/analytics/events'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { OWNER_AUTHORIZATION, PHONE_USER_AGENT, ownerPasswordHash, storeFolder } from '../support/analytics'
import { buildManifest } from '../support/build'
import { ORDER } from '../support/form-fixtures'
import { PAGES } from '../../server/pages/site-pages'
import {
  FORM_TYPE,
  dom,
  figuresOf,
  openSocket,
  sendBeacon,
  startTestApp,
  startTestCountingApp,
  statusOf,
  useCountingApp,
  type CountingApp,
  type TestApp,
} from './harness'

/**
 * Counting, as the server sees it (server/analytics/): the beacon route, what it counts and what
 * it refuses, the no-JavaScript path, and the site with counting off. The owner's pages:
 * owner-pages.test.ts; the store's failures and what never reaches it: analytics-safety.test.ts.
 */
/** Noon in Jakarta: every count of a test falls on one day, whenever it runs. */
const now = () => new Date('2026-11-27T05:00:00Z')
// Every test here sends from one address: the per-address limit has its own tests, with its own apps.
const app = useCountingApp({ now, env: { RATE_LIMIT_MAX: '1000', ANALYTICS_ADDRESS_LIMIT: '1000000' } })
const manifest = buildManifest()

/** What one more of `act` adds to the owner's totals. */
async function added(target: TestApp, act: () => Promise<unknown>) {
  const before = (await figuresOf(target)).totals
  await act()
  const after = (await figuresOf(target)).totals
  const keys = Object.keys(after) as (keyof typeof after)[]
  return Object.fromEntries(keys.map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)]))
}
const PAGE_VIEW = { e: 'pageview', p: '/' }
/** The page's image, as a browser asks for it showing `path`. */
const image = (target: TestApp, path: string, headers: Record<string, string> = {}) =>
  target
    .request()
    .get(`${BEACON_PATH}?p=${encodeURIComponent(path)}`)
    .set({ 'Sec-Fetch-Site': 'same-origin', 'User-Agent': PHONE_USER_AGENT, ...headers })

describe('a beacon', () => {
  it('from this site’s page is answered 204 and counted: a page view, a visitor once a day however often', async () => {
    const counted = await added(app, async () => {
      for (const path of ['/', ORDER_FORM.path])
        expect((await sendBeacon(app, { e: 'pageview', p: path })).status).toBe(204)
    })
    expect(counted).toMatchObject({ pageviews: 2 })
    expect(await added(app, () => sendBeacon(app, PAGE_VIEW))).toMatchObject({ pageviews: 1, visitors: 0 })
    const otherBrowser = PHONE_USER_AGENT.replace('SM-A145F', 'Redmi Note 12')
    expect(await added(app, () => sendBeacon(app, PAGE_VIEW, { 'User-Agent': otherBrowser }))).toMatchObject({
      visitors: 1,
    })
  })

  it('counts where the visitor came from: another site by its domain, told by the page’s script', async () => {
    for (const r of ['L.Instagram.com', 'www.instagram.com:443', new URL(app.url).host])
      expect((await sendBeacon(app, { e: 'referral', p: '/', r })).status).toBe(204)
    const { sources } = (await figuresOf(app)) as unknown as { sources: { key: string; count: number }[] }
    expect(sources).toContainEqual({ key: 'instagram.com', count: 2 })
    expect(sources.map((source) => source.key)).not.toContain(new URL(app.url).host)
  })

  it('counts a form’s steps, a refusal by its fields, the chat buttons and the speed', async () => {
    const p = ORDER_FORM.path
    const counted = await added(app, async () => {
      for (const body of [
        { e: 'form-open', p },
        { e: 'form-start', p },
        { e: 'form-refused', p, f: ['email', 'nomorWhatsApp'] },
        { e: 'form-handoff', p, d: 'panel' },
        { e: 'form-copy', p },
        { e: 'chat', p: '/', d: 'hero' },
        { e: 'vital', p, n: 'LCP', v: 1834.5 },
      ])
        expect((await sendBeacon(app, body)).status, JSON.stringify(body)).toBe(204)
    })
    expect(counted).toMatchObject({ orderStarts: 1, orderHandoffs: 1, pageviews: 0 })
    const figures = (await figuresOf(app)) as unknown as {
      refusedFields: { field: string }[]
      chatButtons: { key: string }[]
      speed: { page: string; p75: { LCP: number } }[]
    }
    expect(figures.refusedFields.map((row) => row.field)).toEqual(expect.arrayContaining(['email', 'nomorWhatsApp']))
    expect(figures.chatButtons.map((row) => row.key)).toContain('hero')
    expect(figures.speed.find((row) => row.page === p)?.p75.LCP).toBeGreaterThanOrEqual(1834.5)
  })

  it.each([
    ['a cross-site page', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin, without Sec-Fetch-Site', { 'Sec-Fetch-Site': null, Origin: 'https://evil.example' }],
    ['no origin at all', { 'Sec-Fetch-Site': null }],
  ])('from %s is refused with 403 and counts nothing', async (_from, headers) => {
    const counted = await added(app, async () => expect((await sendBeacon(app, PAGE_VIEW, headers)).status).toBe(403))
    expect(counted).toMatchObject({ pageviews: 0 })
  })

  it('from this origin by its Origin header, where a browser sends no Sec-Fetch-Site, is counted', async () => {
    const headers = { 'Sec-Fetch-Site': null, Origin: app.url }
    expect(await added(app, () => sendBeacon(app, PAGE_VIEW, headers))).toMatchObject({ pageviews: 1 })
  })

  it.each([
    ['a bot', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a headless browser', { 'User-Agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36' }],
    ['no browser at all', { 'User-Agent': '' }],
    ['a browser asking for privacy (Sec-GPC: 1)', { 'Sec-GPC': '1' }],
  ])('from %s is answered 204 and not counted', async (_from, headers) => {
    const counted = await added(app, async () => expect((await sendBeacon(app, PAGE_VIEW, headers)).status).toBe(204))
    expect(counted).toMatchObject({ pageviews: 0, visitors: 0 })
  })

  it('for a path that is not a page of the site is answered 204 and not counted', async () => {
    const counted = await added(app, async () => {
      for (const p of ['/tidak-ada', '/statistik', '/Pesanan'])
        expect((await sendBeacon(app, { e: 'pageview', p })).status).toBe(204)
    })
    expect(counted).toMatchObject({ pageviews: 0 })
  })

  it.each([
    ['not JSON', 'e=pageview&p=/'],
    ['empty', ''],
    ['an unknown event', { e: 'purchase', p: '/' }],
    ['a key too many', { ...PAGE_VIEW, email: 'siti@example.com' }],
    ['a page that is no path', { e: 'pageview', p: 'https://evil.example/' }],
    ['a field the form does not have', { e: 'form-refused', p: ORDER_FORM.path, f: ['kataSandi'] }],
    ['a form step from a page without a form', { e: 'form-start', p: '/' }],
    ['a speed out of range', { e: 'vital', p: '/', n: 'LCP', v: -1 }],
  ])('that is %s is refused with 400, never 5xx', async (_what, body) => {
    const counted = await added(app, async () => expect((await sendBeacon(app, body)).status).toBe(400))
    expect(counted).toMatchObject({ pageviews: 0 })
  })

  it('over 1 KB is refused with 413 unread', async () => {
    const big = { ...PAGE_VIEW, c: 'x'.repeat(BEACON_MAX_BYTES) }
    expect((await sendBeacon(app, big)).status).toBe(413)
  })

  it('is limited per visitor of the day: the 301st in ten minutes gets 429, another visitor is counted still', async () => {
    const visitor = { 'User-Agent': PHONE_USER_AGENT.replace('13', '14') }
    const answers: number[] = []
    for (let i = 0; i < 301; i += 1)
      answers.push((await sendBeacon(app, { e: 'vital', p: '/', n: 'CLS', v: 0 }, visitor)).status)
    expect(answers.filter((status) => status === 204)).toHaveLength(300)
    expect(answers.at(-1)).toBe(429)
    expect((await sendBeacon(app, PAGE_VIEW)).status).toBe(204)
  })
})

describe('a page view', () => {
  it('is counted by an image every page carries, which draws nothing, its campaign from the page’s own URL', async () => {
    for (const row of PAGES) {
      const pixel = dom((await app.request().get(row.path)).text).querySelector(`body > img[src^="${BEACON_PATH}"]`)!
      expect([pixel.getAttribute('src'), pixel.getAttribute('alt')], row.path).toEqual([
        `${BEACON_PATH}?p=${row.path}`,
        '',
      ])
    }
    const counted = await added(app, async () => {
      const res = await image(app, '/', { Referer: `${app.url}/?utm_source=Sekolah&utm_campaign=Promo%20Lebaran!` })
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'image/gif',
        'no-store',
      ])
    })
    expect(counted).toMatchObject({ pageviews: 1, visitors: 0 })
    const { campaigns } = (await figuresOf(app)) as unknown as { campaigns: { key: string }[] }
    expect(campaigns.map((row) => row.key)).toContain('sekolah / – / promo lebaran')
  })

  it('is not counted for a check (HEAD), nor for a page the browser prepares and has not shown', async () => {
    const checked = () =>
      app.request().head(`${BEACON_PATH}?p=/`).set({ 'Sec-Fetch-Site': 'same-origin', 'User-Agent': PHONE_USER_AGENT })
    expect(await added(app, checked)).toMatchObject({ pageviews: 0 })
    const prerendered = () => image(app, '/', { 'Sec-Purpose': 'prefetch;prerender' })
    expect(await added(app, prerendered)).toMatchObject({ pageviews: 0 })
  })
})

describe('without JavaScript', () => {
  it('an order posted is counted: its hand-off (303), or its refusal by the names of the fields that failed (422)', async () => {
    const post = (fields: Record<string, string>) =>
      app
        .request()
        .post(ORDER_FORM.path)
        .set({ 'Content-Type': FORM_TYPE, 'User-Agent': PHONE_USER_AGENT })
        .send(new URLSearchParams(fields).toString())
    const counted = await added(app, async () => {
      expect((await post(ORDER)).status).toBe(303)
      expect((await post({ ...ORDER, email: 'bukan-email', nomorWhatsApp: '12' })).status).toBe(422)
    })
    expect(counted).toMatchObject({ orderHandoffs: 1 })
    const figures = (await figuresOf(app)) as unknown as {
      funnels: { page: string; refused: number; handoffs: { key: string; count: number }[] }[]
      refusedFields: { field: string }[]
    }
    const order = figures.funnels.find((funnel) => funnel.page === ORDER_FORM.path)!
    expect(order.handoffs).toContainEqual({ key: 'no-js', count: 1 })
    expect(figures.refusedFields.map((row) => row.field)).toEqual(expect.arrayContaining(['email', 'nomorWhatsApp']))
  })
})

describe('a hostile client, from one address', () => {
  /** The rows of referring sites the store holds for the test's day, every process's counts written first. */
  async function referrerRows(target: CountingApp) {
    await figuresOf(target)
    const reader = new DatabaseSync(target.storePath, { readOnly: true })
    onTestFinished(() => reader.close())
    return reader.prepare("SELECT * FROM sources WHERE day = '2026-11-27' AND kind = 'referrer'").all()
  }

  it('naming 400 made-up referring sites leaves at most 51 rows of them for the day', async () => {
    const fresh = await startTestCountingApp({ now, env: { ANALYTICS_ADDRESS_LIMIT: '1000000' } })
    for (let i = 0; i < 400; i += 1) {
      const visitor = { 'User-Agent': PHONE_USER_AGENT.replace('SM-A145F', `SM-${i % 2}`) }
      expect((await sendBeacon(fresh, { e: 'referral', p: '/', r: `x${i}.situs-${i}.example` }, visitor)).status).toBe(
        204,
      )
    }
    expect(await referrerRows(fresh)).toHaveLength(51)
  })

  it('with 300 User-Agents adds at most 100 page views in ten minutes, and is served all the same', async () => {
    const fresh = await startTestCountingApp({ now })
    const answers = new Set<number>()
    for (let i = 0; i < 300; i += 1) {
      const res = await image(fresh, '/', { 'User-Agent': PHONE_USER_AGENT.replace('SM-A145F', `SM-${i}`) })
      answers.add(res.status)
    }
    const { totals } = await figuresOf(fresh)
    expect([totals.pageviews, totals.visitors, [...answers]]).toEqual([100, 100, [200]])
  })

  it.each([
    ['titik-koma', ';'],
    ['titik-koma', ','],
    ['koma', ';'],
    ['koma', ','],
  ])(
    'cannot put a formula in the owner’s spreadsheet: a campaign “x;=1+1;” is no cell of its own in the CSV split at “;” (%s, split at “%s”)',
    async (separator, delimiter) => {
      const fresh = await startTestCountingApp({ now })
      await image(fresh, '/', { Referer: `${fresh.url}/?utm_source=${encodeURIComponent('x;=1+1;')}` })
      const csv = await fresh
        .request()
        .get(`/statistik/harian.csv?from=2026-11-27&to=2026-11-27&pemisah=${separator}`)
        .set('Authorization', OWNER_AUTHORIZATION)
        .buffer(true)
        .parse((res, done) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
          res.on('end', () => done(null, body))
        })
      const cells = (parse(csv.body as string, { delimiter, bom: true, relax_quotes: true }) as string[][]).flat()
      expect(cells.join('\n')).toContain('x11 / – / –')
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell) || cell.includes('=1+1'))).toEqual([])
    },
  )

  it('is answered only once the body it sends has arrived, refused or not', async () => {
    const request = await openSocket(app.port)
    const body = JSON.stringify(PAGE_VIEW)
    request.socket.write(
      `POST ${BEACON_PATH} HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Site: cross-site\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    )
    // A request sent after it and answered: the server has read what the first sent.
    expect((await app.request().get('/healthz')).status).toBe(200)
    expect(request.answer()).toBe('')
    request.socket.end(body.slice(5))
    await request.closed
    expect(statusOf(request.answer())).toBe(403)
  })
})

describe('pages', () => {
  it('load the same scripts with counting on, marked to import counting, which only then is fetched', async () => {
    for (const row of PAGES) {
      const root = dom((await app.request().get(row.path)).text).querySelector('html')!
      expect(root.getAttribute('data-counting'), row.path).toBe('on')
      const scripts = root.querySelectorAll('script').map((script) => script.rawText)
      expect(scripts, row.path).toContain(manifest.entries[row.id]!.loader.code)
    }
    expect(manifest.counting).toHaveLength(1)
  })
})

describe('with counting off', () => {
  it.each([
    ['no password set (the default)', {}],
    ['ANALYTICS=off, the password set', { ANALYTICS: 'off' }],
  ])(
    'with %s: pages carry no counting, the beacon and the owner’s pages are not found, nothing is stored',
    async (_case, extra) => {
      const store = storeFolder()
      const env = { ANALYTICS_DB: store.path, ...extra }
      const off = await startTestApp({
        env: 'ANALYTICS' in extra ? { ...env, STATS_PASSWORD_HASH: await ownerPasswordHash() } : env,
      })
      try {
        for (const row of PAGES) {
          const html = (await off.request().get(row.path)).text
          expect(html, row.path).not.toContain(BEACON_PATH)
          expect(html, row.path).not.toContain('data-counting')
          expect(html, row.path).toContain(manifest.entries[row.id]!.loader.code)
        }
        expect((await sendBeacon(off, PAGE_VIEW)).status).toBe(404)
        for (const path of ['/statistik', '/Statistik/', '/statistik/data.json'])
          expect((await off.request().get(path).set('Authorization', OWNER_AUTHORIZATION)).status).toBe(404)
        await off.request().post(ORDER_FORM.path).type(FORM_TYPE).send(new URLSearchParams(ORDER).toString())
        expect(existsSync(store.path)).toBe(false)
      } finally {
        store.remove()
      }
    },
  )
})
