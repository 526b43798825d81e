import { VITALS, type Vital } from '../../../shared/analytics/events'
import { ORDER_FORM } from '../../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../../shared/forms/testimonial-form'
import { FORM_PAGES } from '../../pages/site-pages'
import type { Analytics } from '../analytics'
import { addDays, daysIn, type Day } from '../calendar-day'
import { DEVICE_CLASSES } from '../device-class'
import { p75 } from '../speed-histogram'
import type { CountSum } from '../store'
import type { DateRange } from './date-range'

/** What the store holds for a range and the range before it, summed over their days in SQL. */
type StoredFigures = ReturnType<Analytics['read']>

const FUNNEL_STEPS = ['form-open', 'form-start', 'form-handoff'] as const
const TOP = 10

/** A sum of counts by key, read largest first. */
class Tally {
  private readonly sums = new Map<string, number>()
  add(key: string, count: number) {
    this.sums.set(key, (this.sums.get(key) ?? 0) + count)
  }
  get(key: string): number {
    return this.sums.get(key) ?? 0
  }
  largest(most = Infinity) {
    return [...this.sums]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, most)
  }
}

/**
 * The dashboard's figures for a range, against the range before: what /statistik shows and
 * data.json returns. One pass over each kind of row, however many the store holds.
 */
export function buildReport(figures: StoredFigures, range: DateRange) {
  const byPageEvent = new Tally() // `${page} ${event}`
  const sources = new Tally()
  const campaigns = new Tally()
  const devices = new Tally()
  const pages = new Tally()
  for (const row of figures.sums) {
    byPageEvent.add(`${row.page} ${row.event}`, row.count)
    if (row.event !== 'pageview') continue
    sources.add(row.referrer, row.count)
    const utm = [row.utm_source, row.utm_medium, row.utm_campaign]
    if (utm.some(Boolean)) campaigns.add(utm.map((value) => value || '–').join(' / '), row.count)
    devices.add(row.device, row.count)
    pages.add(row.page, row.count)
  }
  const of = (page: string, event: string) => byPageEvent.get(`${page} ${event}`)
  const inRange = (day: Day) => day >= range.from && day <= range.to
  const visitorsByDay = new Map(figures.visitors.filter((row) => inRange(row.day)).map((row) => [row.day, row.count]))
  const pageviewsByDay = new Map(figures.pageviewsByDay.map((row) => [row.day, row.count]))
  const previousVisitors = figures.visitors.filter((row) => !inRange(row.day)).map((row) => row.count)

  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(figures.sums, [...visitorsByDay.values()]),
    previous: {
      ...range.previous,
      totals: totalsOf(figures.previousSums, previousVisitors),
    },
    daily: daysOf(range).map((day) => ({
      day,
      visitors: visitorsByDay.get(day) ?? 0,
      pageviews: pageviewsByDay.get(day) ?? 0,
    })),
    funnels: FORM_PAGES.map((page) => ({
      page: page.path,
      title: page.form.text.heading,
      steps: funnelSteps(FUNNEL_STEPS.map((step) => of(page.path, step))),
      refused: of(page.path, 'form-refused'),
      copied: of(page.path, 'form-copy'),
      handoffs: detailsOf(figures.sums, 'form-handoff', page.path),
    })),
    refusedFields: refusedFields(figures.sums),
    sources: sources.largest(TOP),
    campaigns: campaigns.largest(TOP),
    devices: devices.largest(),
    pages: pages.largest(),
    chatButtons: detailsOf(figures.sums, 'chat'),
    speed: speedOf(figures.speed),
  }
}

export type Report = ReturnType<typeof buildReport>

function totalsOf(sums: readonly CountSum[], dailyVisitors: readonly number[]) {
  const totals = new Tally()
  for (const row of sums) {
    totals.add(row.event, row.count)
    totals.add(`${row.page} ${row.event}`, row.count)
  }
  const visitors = dailyVisitors.reduce((total, count) => total + count, 0)
  const orderHandoffs = totals.get(`${ORDER_FORM.path} form-handoff`)
  return {
    /** The sum of each day's visitors: someone who came on three days counts three times. */
    visitors,
    pageviews: totals.get('pageview'),
    orderStarts: totals.get(`${ORDER_FORM.path} form-start`),
    orderHandoffs,
    testimonialHandoffs: totals.get(`${TESTIMONIAL_FORM.path} form-handoff`),
    /** Orders handed off per visitor, or null without visitors. */
    conversion: visitors > 0 ? orderHandoffs / visitors : null,
  }
}

/** The fields that stopped visitors most, by their labels. */
function refusedFields(sums: readonly CountSum[]) {
  const fields = new Tally()
  for (const row of sums) if (row.event === 'field-refused') fields.add(`${row.page} ${row.detail}`, row.count)
  return fields.largest(TOP).map(({ key, count }) => {
    const [page, field] = key.split(' ') as [string, string]
    const labels = FORM_PAGES.find((row) => row.path === page)?.form.fields as
      Record<string, { label: string }> | undefined
    return { page, field, label: labels?.[field]?.label ?? field, count }
  })
}

/** An event's rows (on one page, if given) summed by their detail: which chat button, how a form was handed off. */
function detailsOf(sums: readonly CountSum[], event: string, page?: string) {
  const details = new Tally()
  for (const row of sums) if (row.event === event && row.page === (page ?? row.page)) details.add(row.detail, row.count)
  return details.largest()
}

/** Each step of a form's funnel, and the share of the step before it that did not get here. */
function funnelSteps(counts: number[]) {
  return FUNNEL_STEPS.map((step, index) => {
    const before = counts[index - 1]
    const count = counts[index]!
    // A hand-off without JavaScript has no step before it in the browser: a drop-off is never below 0.
    const dropOff = before ? Math.max(0, (before - count) / before) : null
    return { step, count, dropOff }
  })
}

const daysOf = ({ from, to }: DateRange): Day[] => Array.from({ length: daysIn(from, to) }, (_, i) => addDays(from, i))

/** The p75 of each metric by page and device, where any was measured. */
function speedOf(rows: StoredFigures['speed']) {
  const histograms = new Map<string, Map<Vital, Map<number, number>>>() // `${page} ${device}` → metric → bucket → count
  for (const row of rows) {
    const key = `${row.page} ${row.device}`
    const metrics = histograms.get(key) ?? new Map<Vital, Map<number, number>>()
    const buckets = metrics.get(row.metric as Vital) ?? new Map<number, number>()
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.count)
    histograms.set(key, metrics.set(row.metric as Vital, buckets))
  }
  const order = (device: string) => DEVICE_CLASSES.indexOf(device as (typeof DEVICE_CLASSES)[number])
  return [...histograms]
    .map(([key, metrics]) => {
      const [page, device] = key.split(' ') as [string, string]
      const p75s = Object.fromEntries(
        VITALS.map((metric) => [metric, p75(metric, metrics.get(metric) ?? new Map()) ?? null]),
      ) as Record<Vital, number | null>
      const samples = [...(metrics.get('LCP')?.values() ?? [])].reduce((sum, count) => sum + count, 0)
      return { page, device, p75: p75s, samples }
    })
    .sort((a, b) => a.page.localeCompare(b.page) || order(a.device) - order(b.device))
}
