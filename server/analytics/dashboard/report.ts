import { VITALS, type Vital } from '../../../shared/analytics/events'
import { ORDER_FORM } from '../../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../../shared/forms/testimonial-form'
import { FORM_PAGES } from '../../pages/site-pages'
import { addDays, type Day } from '../calendar-day'
import { DEVICE_CLASSES } from '../device-class'
import { p75 } from '../speed-histogram'
import type { CountRow, SpeedRow } from '../store'
import type { DateRange } from './date-range'

/** What the store holds for a range and the range before it (Analytics.read). */
export interface StoredFigures {
  counts: CountRow[]
  speed: SpeedRow[]
  visitors: { day: Day; count: number }[]
}

export interface Totals {
  /** The sum of each day's visitors: someone who came on three days counts three times. */
  visitors: number
  pageviews: number
  orderStarts: number
  orderHandoffs: number
  testimonialHandoffs: number
  /** Orders handed off per visitor, or null without visitors. */
  conversion: number | null
}

/** One step of a form's funnel, and the share of the step before it that did not get here. */
export interface FunnelStep {
  step: 'form-open' | 'form-start' | 'form-handoff'
  count: number
  dropOff: number | null
}

const FUNNEL_STEPS = ['form-open', 'form-start', 'form-handoff'] as const
const TOP = 10

/** The dashboard's figures for a range, against the range before: what /statistik shows and data.json returns. */
export function buildReport(figures: StoredFigures, range: DateRange) {
  const inRange = (day: Day) => day >= range.from && day <= range.to
  const counts = figures.counts.filter((row) => inRange(row.day))
  const pageviews = counts.filter((row) => row.event === 'pageview')
  const visitorsByDay = new Map(figures.visitors.filter((row) => inRange(row.day)).map((row) => [row.day, row.count]))
  const previous = { from: range.previous.from, to: range.previous.to }
  const inPrevious = (day: Day) => day >= previous.from && day <= previous.to

  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(counts, [...visitorsByDay.values()]),
    previous: {
      ...previous,
      totals: totalsOf(
        figures.counts.filter((row) => inPrevious(row.day)),
        figures.visitors.filter((row) => inPrevious(row.day)).map((row) => row.count),
      ),
    },
    daily: daysOf(range).map((day) => ({
      day,
      visitors: visitorsByDay.get(day) ?? 0,
      pageviews: sum(pageviews.filter((row) => row.day === day)),
    })),
    funnels: FORM_PAGES.map((page) => {
      const of = (event: string) => counts.filter((row) => row.page === page.path && row.event === event)
      return {
        page: page.path,
        title: page.form.text.heading,
        steps: funnelSteps(FUNNEL_STEPS.map((step) => sum(of(step)))),
        refused: sum(of('form-refused')),
        copied: sum(of('form-copy')),
        handoffs: grouped(of('form-handoff'), (row) => row.detail),
      }
    }),
    refusedFields: grouped(
      counts.filter((row) => row.event === 'field-refused'),
      (row) => `${row.page} ${row.detail}`,
    )
      .slice(0, TOP)
      .map(({ key, count }) => {
        const [page, field] = key.split(' ') as [string, string]
        const form = FORM_PAGES.find((row) => row.path === page)?.form
        return {
          page,
          field,
          label: (form?.fields as Record<string, { label: string }> | undefined)?.[field]?.label ?? field,
          count,
        }
      }),
    sources: grouped(pageviews, (row) => row.referrer).slice(0, TOP),
    campaigns: grouped(
      pageviews.filter((row) => row.utm_source || row.utm_medium || row.utm_campaign),
      (row) => [row.utm_source, row.utm_medium, row.utm_campaign].map((value) => value || '–').join(' / '),
    ).slice(0, TOP),
    devices: grouped(pageviews, (row) => row.device),
    pages: grouped(pageviews, (row) => row.page),
    chatButtons: grouped(
      counts.filter((row) => row.event === 'chat'),
      (row) => row.detail,
    ),
    speed: speedOf(figures.speed.filter((row) => inRange(row.day))),
  }
}

export type Report = ReturnType<typeof buildReport>

const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0)

function totalsOf(counts: readonly CountRow[], dailyVisitors: readonly number[]): Totals {
  const of = (page: string, event: string) => sum(counts.filter((row) => row.page === page && row.event === event))
  const visitors = dailyVisitors.reduce((total, count) => total + count, 0)
  const orderHandoffs = of(ORDER_FORM.path, 'form-handoff')
  return {
    visitors,
    pageviews: sum(counts.filter((row) => row.event === 'pageview')),
    orderStarts: of(ORDER_FORM.path, 'form-start'),
    orderHandoffs,
    testimonialHandoffs: of(TESTIMONIAL_FORM.path, 'form-handoff'),
    conversion: visitors > 0 ? orderHandoffs / visitors : null,
  }
}

/** The rows' counts summed by a key, largest first. */
function grouped<Row extends { count: number }>(rows: readonly Row[], keyOf: (row: Row) => string) {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + row.count)
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

function funnelSteps(counts: number[]): FunnelStep[] {
  return FUNNEL_STEPS.map((step, index) => {
    const before = counts[index - 1]
    const count = counts[index]!
    // A hand-off without JavaScript has no step before it in the browser: a drop-off is never below 0.
    const dropOff = before ? Math.max(0, (before - count) / before) : null
    return { step, count, dropOff }
  })
}

function daysOf({ from, to }: DateRange): Day[] {
  const days: Day[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The p75 of each metric by page and device, where any was measured. */
function speedOf(rows: readonly SpeedRow[]) {
  const keys = [...new Set(rows.map((row) => `${row.page} ${row.device}`))]
  const order = (key: string) => DEVICE_CLASSES.indexOf(key.split(' ')[1] as (typeof DEVICE_CLASSES)[number])
  return keys
    .sort((a, b) => a.split(' ')[0]!.localeCompare(b.split(' ')[0]!) || order(a) - order(b))
    .map((key) => {
      const [page, device] = key.split(' ') as [string, string]
      const of = rows.filter((row) => row.page === page && row.device === device)
      const p75s = Object.fromEntries(
        VITALS.map((metric) => {
          const histogram = new Map<number, number>()
          for (const row of of.filter((entry) => entry.metric === metric))
            histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count)
          return [metric, p75(metric, histogram) ?? null]
        }),
      ) as Record<Vital, number | null>
      return { page, device, p75: p75s, samples: sum(of.filter((row) => row.metric === 'LCP')) }
    })
}
