import { describe, expect, it } from 'vitest'
import { ORDER_FORM } from '../../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../../shared/forms/testimonial-form'
import { countRow } from '../../../tests/support/analytics'
import { bucketOf } from '../speed-histogram'
import type { CountRow, CountSum } from '../store'
import { rangeFromQuery } from './date-range'
import { buildReport } from './report'

const range = rangeFromQuery({ from: '2026-11-21', to: '2026-11-27' }, '2026-11-27')!
const ORDER = ORDER_FORM.path
/** A row of a range's sums (the store sums its days). */
const sum = (page: string, event: string, count: number, fields: Partial<CountRow> = {}): CountSum => {
  const { day: _day, ...row } = countRow({ page, event, count, ...fields })
  return row
}

const report = buildReport(
  {
    sums: [
      sum('/', 'pageview', 100, {}),
      sum('/', 'pageview', 30, { referrer: 'l.instagram.com', utm_source: 'instagram', utm_medium: 'bio' }),
      sum(ORDER, 'pageview', 20, { device: 'desktop' }),
      sum(ORDER, 'form-open', 20),
      sum(ORDER, 'form-start', 10),
      sum(ORDER, 'form-handoff', 3, { detail: 'window' }),
      sum(ORDER, 'form-handoff', 1, { detail: 'no-js' }),
      sum(ORDER, 'form-refused', 5),
      sum(ORDER, 'field-refused', 4, { detail: 'nomorWhatsApp' }),
      sum(ORDER, 'field-refused', 1, { detail: 'email' }),
      sum(TESTIMONIAL_FORM.path, 'form-handoff', 2, { detail: 'panel' }),
      sum('/', 'chat', 6, { detail: 'hero' }),
    ],
    previousSums: [sum('/', 'pageview', 50), sum(ORDER, 'form-handoff', 2, { detail: 'window' })],
    pageviewsByDay: [
      { day: '2026-11-21', count: 60 },
      { day: '2026-11-27', count: 90 },
    ],
    speed: [200, 300, 400, 2600].map((lcp) => ({
      page: '/',
      device: 'ponsel',
      metric: 'LCP',
      bucket: bucketOf('LCP', lcp),
      count: 1,
    })),
    visitors: [
      { day: '2026-11-14', count: 40 },
      { day: '2026-11-21', count: 25 },
      { day: '2026-11-27', count: 75 },
    ],
  },
  range,
)

describe('the dashboard’s figures', () => {
  it('sum the range, against the range just before it', () => {
    expect(report.totals).toEqual({
      visitors: 100,
      pageviews: 150,
      orderStarts: 10,
      orderHandoffs: 4,
      testimonialHandoffs: 2,
      conversion: 0.04,
    })
    expect(report.previous).toMatchObject({
      from: '2026-11-14',
      to: '2026-11-20',
      totals: { visitors: 40, pageviews: 50, orderHandoffs: 2 },
    })
  })

  it('give every day of the range, a day without visits as 0', () => {
    expect(report.daily).toHaveLength(7)
    expect(report.daily[1]).toEqual({ day: '2026-11-22', visitors: 0, pageviews: 0 })
    expect(report.daily.at(-1)).toEqual({ day: '2026-11-27', visitors: 75, pageviews: 90 })
  })

  it('follow each form from opened to handed off, with the share lost at each step', () => {
    const order = report.funnels.find((funnel) => funnel.page === ORDER)!
    expect(order.steps).toEqual([
      { step: 'form-open', count: 20, dropOff: null },
      { step: 'form-start', count: 10, dropOff: 0.5 },
      { step: 'form-handoff', count: 4, dropOff: 0.6 },
    ])
    expect(order.refused).toBe(5)
    expect(order.handoffs).toEqual([
      { key: 'window', count: 3 },
      { key: 'no-js', count: 1 },
    ])
  })

  it('name the fields that stopped visitors most by their labels', () => {
    expect(report.refusedFields.map(({ label, count }) => [label, count])).toEqual([
      [ORDER_FORM.fields.nomorWhatsApp.label, 4],
      [ORDER_FORM.fields.email.label, 1],
    ])
  })

  it('split page views by source, campaign, device and page, largest first', () => {
    expect(report.sources).toEqual([
      { key: '', count: 120 },
      { key: 'l.instagram.com', count: 30 },
    ])
    expect(report.campaigns).toEqual([{ key: 'instagram / bio / –', count: 30 }])
    expect(report.devices).toEqual([
      { key: 'ponsel', count: 130 },
      { key: 'desktop', count: 20 },
    ])
    expect(report.pages.map((page) => page.key)).toEqual(['/', ORDER])
    expect(report.chatButtons).toEqual([{ key: 'hero', count: 6 }])
  })

  it('read the speed as its 75th percentile by page and device', () => {
    expect(report.speed).toEqual([
      expect.objectContaining({ page: '/', device: 'ponsel', samples: 4, p75: expect.objectContaining({ INP: null }) }),
    ])
    expect(report.speed[0]!.p75.LCP).toBeGreaterThanOrEqual(400)
    expect(report.speed[0]!.p75.LCP).toBeLessThan(420)
  })
})
