import { describe, expect, it } from 'vitest'
import { DASHBOARD_TEXT } from '../../server/analytics/dashboard/dashboard-text'
import { DATA_JSON_VERSION } from '../../server/analytics/dashboard/data-json'
import { OWNER_AUTHORIZATION, OWNER_PASSWORD } from '../support/analytics'
import { dom, figuresOf, sendBeacon, useCountingApp } from './harness'

/**
 * The owner's figures (server/analytics/dashboard/): what they show. Who gets in: owner-door.test.ts;
 * what they count: analytics.test.ts.
 */
/** Noon in Jakarta on 27 November 2026: what a test counts falls in the ranges it asks for, whenever it runs. */
const app = useCountingApp({ now: () => new Date('2026-11-27T05:00:00Z') })
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
const owner = (path: string) => app.request().get(path).set('Authorization', OWNER_AUTHORIZATION)

describe('with the owner’s password', () => {
  it('the dashboard opens under any user name: noindex, never stored, whole without a script', async () => {
    const res = await app.request().get('/statistik').set('Authorization', basic('siapa-saja', OWNER_PASSWORD))
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    const page = dom(res.text)
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(page.querySelectorAll('script')).toEqual([])
    expect(page.querySelector('h1')?.text).toBe(DASHBOARD_TEXT.title)
    for (const label of Object.values(DASHBOARD_TEXT.totals))
      expect(page.querySelector('.totals')!.text).toContain(label)
    expect(page.querySelector('svg[role="img"]')).not.toBeNull()
    expect(page.querySelector(`form[method="get"][action="/statistik"] input[name="from"]`)).not.toBeNull()
  })

  it('is nowhere a visitor or a crawler finds it: not in the sitemap, not precached by the service worker', async () => {
    expect((await app.request().get('/sitemap.xml')).text).not.toContain('statistik')
    expect((await app.request().get('/sw.js')).text).not.toContain('statistik')
    expect((await app.request().get('/robots.txt')).text).not.toContain('statistik')
  })

  it('data.json keeps its contract for scripts: its version, the range asked, and its totals', async () => {
    await sendBeacon(app, { e: 'pageview', p: '/' })
    const figures = await figuresOf(app, 'from=2026-11-01&to=2026-11-30')
    expect(figures).toMatchObject({
      version: DATA_JSON_VERSION,
      counting: 'running',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(Object.keys(figures.totals)).toEqual(
      expect.arrayContaining(['pageviews', 'visitors', 'orderStarts', 'orderHandoffs', 'testimonialHandoffs']),
    )
    expect(figures.totals.pageviews).toBeGreaterThan(0)
    const refused = await owner('/statistik/data.json?from=2026-11-27&to=2026-11-01')
    expect([refused.status, refused.headers['cache-control']]).toEqual([400, 'no-store'])
  })

  it('the daily rows download as CSV, split at “;” for a spreadsheet in Indonesian unless a comma is asked for', async () => {
    await sendBeacon(app, { e: 'pageview', p: '/', s: 'guru' })
    const csv = async (query: string) => {
      const res = await owner(`/statistik/harian.csv?from=2026-11-01&to=2026-11-30${query}`)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toBe('attachment; filename=statistik-2026-11-01-2026-11-30.csv')
      return res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
    }
    const [header, ...rows] = await csv('')
    expect(header).toBe('day;event;page;detail;device;count')
    expect(rows).toContainEqual(expect.stringMatching(/^2026-11-27;pageview;\/;;ponsel;\d+$/))
    expect(rows).toContainEqual(expect.stringMatching(/^2026-11-27;campaign;;guru \/ – \/ –;;\d+$/))
    expect(rows).toContainEqual(expect.stringMatching(/^2026-11-27;visitors;;;;\d+$/))
    expect((await csv('&pemisah=koma'))[0]).toBe('day,event,page,detail,device,count')
    const page = dom((await owner('/statistik')).text)
    expect(page.querySelectorAll('.range-download a').map((link) => link.getAttribute('href'))).toEqual([
      '/statistik/harian.csv?from=2026-10-31&to=2026-11-27&pemisah=titik-koma',
      '/statistik/harian.csv?from=2026-10-31&to=2026-11-27&pemisah=koma',
    ])
  })

  it('a range that is no range shows the last 28 days, and says so', async () => {
    const page = dom((await owner('/statistik?from=2026-02-30&to=2026-03-01')).text)
    expect(page.text).toContain(DASHBOARD_TEXT.invalidRange)
    expect(page.querySelector('.range-presets a[aria-current="page"]')?.text).toBe(DASHBOARD_TEXT.presets[28])
  })
})
