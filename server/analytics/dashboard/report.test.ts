import { DatabaseSync } from 'node:sqlite'
import { beforeAll, describe, expect, it } from 'vitest'
import { ORDER_FORM } from '../../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../../shared/forms/testimonial-form'
import { batchOf, eventRow } from '../../../tests/support/analytics'
import type { Count } from '../figures'
import { bucketOf } from '../speed-histogram'
import { createStore } from '../store'
import { rangeFromQuery } from './date-range'
import { buildReport, type Report } from './report'

const range = rangeFromQuery({ from: '2026-11-21', to: '2026-11-27' }, '2026-11-27')!
const ORDER = ORDER_FORM.path
const on =
  (day: string) =>
  (page: string, event: string, count: number, fields: Partial<Count<'events'>> = {}) =>
    eventRow({ day, page, event, count, ...fields })
const [today, before] = [on('2026-11-27'), on('2026-11-20')]
const visitorsOf = (day: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({ day, hash: Buffer.from(`${day}-${n}`.padEnd(16, '.')) }))

let report: Report
beforeAll(async () => {
  const store = createStore(new DatabaseSync(':memory:'))
  for (const day of ['2026-11-14', '2026-11-21', '2026-11-27']) store.saltOf(day)
  await store.write(
    batchOf({
      events: [
        on('2026-11-21')('/', 'pageview', 60),
        today('/', 'pageview', 10),
        today('/', 'pageview', 60, { device: 'desktop' }),
        today(ORDER, 'pageview', 20),
        today(ORDER, 'form-open', 20),
        today(ORDER, 'form-start', 10),
        today(ORDER, 'form-handoff', 3, { detail: 'window' }),
        today(ORDER, 'form-handoff', 1, { detail: 'no-js' }),
        today(ORDER, 'form-refused', 5),
        today(ORDER, 'field-refused', 4, { detail: 'nomorWhatsApp' }),
        today(ORDER, 'field-refused', 1, { detail: 'email' }),
        today(TESTIMONIAL_FORM.path, 'form-handoff', 2, { detail: 'panel' }),
        today('/', 'chat', 6, { detail: 'hero' }),
        before('/', 'pageview', 50),
        before(ORDER, 'form-handoff', 2, { detail: 'window' }),
      ],
      sources: [
        { day: '2026-11-27', kind: 'referrer', value: 'instagram.com', count: 30 },
        { day: '2026-11-27', kind: 'campaign', value: 'instagram / bio / –', count: 30 },
      ],
      speed: [200, 300, 400, 2600].map((lcp) => ({
        day: '2026-11-27',
        page: '/',
        device: 'ponsel',
        metric: 'LCP',
        bucket: bucketOf('LCP', lcp),
        count: 1,
      })),
      visitors: [...visitorsOf('2026-11-14', 40), ...visitorsOf('2026-11-21', 25), ...visitorsOf('2026-11-27', 75)],
    }),
  )
  report = buildReport(store, range)
})

describe('the dashboard’s figures', () => {
  it('sum the range, against the range just before it', () => {
    expect(report.totals).toEqual({
      visitors: 100,
      pageviews: 150,
      orderStarts: 10,
      orderHandoffs: 4,
      testimonialStarts: 0,
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
      { key: 'instagram.com', count: 30 },
    ])
    expect(report.campaigns).toEqual([{ key: 'instagram / bio / –', count: 30 }])
    expect(report.devices).toEqual([
      { key: 'ponsel', count: 90 },
      { key: 'desktop', count: 60 },
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

  it('read the 75th percentile back within 5 %, never below the true one, and a perfect 0 as itself', async () => {
    const store = createStore(new DatabaseSync(':memory:'))
    const measured = (metric: 'LCP' | 'CLS', values: number[]) =>
      values.map((value) => ({
        day: '2026-11-27',
        page: '/',
        device: 'ponsel',
        metric,
        bucket: bucketOf(metric, value),
        count: 1,
      }))
    // 500 … 3497 ms: the true p75 is 2747.
    await store.write(
      batchOf({
        speed: [
          ...measured(
            'LCP',
            Array.from({ length: 1000 }, (_, i) => 500 + i * 3),
          ),
          ...measured('CLS', [0]),
        ],
      }),
    )
    const [card] = buildReport(store, range).speed
    expect(card!.p75.LCP).toBeGreaterThanOrEqual(2747)
    expect(card!.p75.LCP).toBeLessThanOrEqual(2747 * 1.05)
    expect([card!.p75.CLS, card!.p75.INP, card!.samples]).toEqual([0.001, null, 1000])
  })
})
