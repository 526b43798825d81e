import { describe, expect, it } from 'vitest'
import { DASHBOARD_TEXT } from '../../server/analytics/dashboard/dashboard-text'
import { OWNER_AUTHORIZATION, OWNER_PASSWORD } from '../support/analytics'
import { dom, figuresOf, sendBeacon, useCountingApp } from './harness'

/**
 * The owner's figures (server/analytics/dashboard/): what they show. Who gets in: owner-door.test.ts;
 * what they count: analytics.test.ts.
 */
const app = useCountingApp()
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

  it('data.json keeps its contract for scripts: the range asked, and its totals', async () => {
    await sendBeacon(app, { e: 'pageview', p: '/' })
    const figures = await figuresOf(app, 'from=2026-01-01&to=2027-12-31')
    expect(figures).toMatchObject({ counting: 'running', from: '2026-01-01', to: '2027-12-31' })
    expect(Object.keys(figures.totals)).toEqual(
      expect.arrayContaining(['pageviews', 'visitors', 'orderStarts', 'orderHandoffs', 'testimonialHandoffs']),
    )
    expect(figures.totals.pageviews).toBeGreaterThan(0)
    const refused = await owner('/statistik/data.json?from=2026-11-27&to=2026-11-01')
    expect([refused.status, refused.headers['cache-control']]).toEqual([400, 'no-store'])
  })

  it('the daily rows download as CSV', async () => {
    await sendBeacon(app, { e: 'pageview', p: '/', s: 'guru' })
    const res = await owner('/statistik/harian.csv?from=2026-01-01&to=2027-12-31')
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename=statistik-2026-01-01-2027-12-31.csv')
    const [header, ...rows] = res.text.trim().split('\r\n')
    expect(header).toBe('day,page,event,detail,referrer,utm_source,utm_medium,utm_campaign,device,count')
    expect(rows).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},\/,pageview,,,guru,,,ponsel,\d+$/))
    expect(rows).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},,visitors,,,,,,,\d+$/))
  })

  it('a range that is no range shows the last 28 days, and says so', async () => {
    const page = dom((await owner('/statistik?from=2026-02-30&to=2026-03-01')).text)
    expect(page.text).toContain(DASHBOARD_TEXT.invalidRange)
    expect(page.querySelector('.range-presets a[aria-current="page"]')?.text).toBe(DASHBOARD_TEXT.presets[28])
  })
})
