import { VITALS, type Vital } from '../../../shared/analytics/events'
import type { Day } from '../../../shared/analytics/jakarta-day'
import { FORM_PAGES, type FormPageId } from '../../pages/site-pages'
import { addDays, daysIn } from '../calendar-day'
import { DEVICE_CLASSES } from '../device-class'
import { bucketTop } from '../speed-histogram'
import { TOP, type EventSum, type StoreReads } from '../store-reads'
import type { DateRange } from './date-range'

const FUNNEL_STEPS = ['form-open', 'form-start', 'form-handoff'] as const

/** Each form's starts and hand-offs, named by its id in the page table: orderStarts, orderHandoffs… */
type FormTotals = Record<`${FormPageId}${'Starts' | 'Handoffs'}`, number>

/** The form whose hand-off a visit is for: its hand-offs per visitor are the conversion. */
const GOAL = FORM_PAGES.find((page) => page.goal)

/**
 * The dashboard's figures for a range, against the range before: what /statistik shows and
 * data.json returns (data-json.ts). Each read is summed in SQL (store-reads.ts); what comes here
 * is bounded by the tables' caps, however long the range or busy the site.
 */
export function buildReport(reads: StoreReads, range: DateRange) {
  const events = reads.events(range.from, range.to)
  const of = (page: string, event: string) => sumOf(events, (row) => row.page === page && row.event === event)
  const pageviews = sumOf(events, (row) => row.event === 'pageview')
  const direct = Math.max(0, pageviews - reads.referred(range.from, range.to))
  const pageviewsByDay = new Map(reads.pageviewsByDay(range.from, range.to).map((row) => [row.day, row.count]))
  const visitorsByDay = new Map(reads.visitorsByDay(range.from, range.to).map((row) => [row.day, row.count]))

  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(reads, range),
    previous: { ...range.previous, totals: totalsOf(reads, range.previous) },
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
      handoffs: detailsOf(events, 'form-handoff', page.path),
    })),
    refusedFields: refusedFields(events),
    sources: ranked([...reads.sources('referrer', range.from, range.to), { key: '', count: direct }]),
    campaigns: reads.sources('campaign', range.from, range.to),
    devices: reads.devices(range.from, range.to),
    pages: ranked(pagesOf(events)),
    chatButtons: detailsOf(events, 'chat'),
    speed: speedOf(reads.speed(range.from, range.to)),
    gaps: reads.gaps(range.from, range.to),
  }
}

export type Report = ReturnType<typeof buildReport>

const sumOf = (rows: readonly EventSum[], where: (row: EventSum) => boolean) =>
  rows.reduce((sum, row) => (where(row) ? sum + row.count : sum), 0)

/** Largest first, the empty ones left out. */
const ranked = (rows: { key: string; count: number }[]) =>
  rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))

function totalsOf(reads: StoreReads, { from, to }: { from: Day; to: Day }) {
  const events = reads.events(from, to)
  const visitors = reads.visitorsByDay(from, to).reduce((sum, row) => sum + row.count, 0)
  const forms = Object.fromEntries(
    FORM_PAGES.flatMap(({ id, path }) => [
      [`${id}Starts`, sumOf(events, (row) => row.page === path && row.event === 'form-start')],
      [`${id}Handoffs`, sumOf(events, (row) => row.page === path && row.event === 'form-handoff')],
    ]),
  ) as FormTotals
  const goalHandoffs = sumOf(events, (row) => row.page === GOAL?.path && row.event === 'form-handoff')
  return {
    /** The sum of each day's visitors: someone who came on three days counts three times. */
    visitors,
    pageviews: sumOf(events, (row) => row.event === 'pageview'),
    ...forms,
    /** The goal form's hand-offs per visitor, or null without visitors. */
    conversion: visitors > 0 ? goalHandoffs / visitors : null,
  }
}

function pagesOf(events: readonly EventSum[]) {
  const views = new Map<string, number>()
  for (const row of events) if (row.event === 'pageview') views.set(row.page, (views.get(row.page) ?? 0) + row.count)
  return [...views].map(([key, count]) => ({ key, count }))
}

/** The fields that stopped visitors most, by their labels. */
function refusedFields(events: readonly EventSum[]) {
  return events
    .filter((row) => row.event === 'field-refused')
    .sort((a, b) => b.count - a.count || a.detail.localeCompare(b.detail))
    .slice(0, TOP)
    .map(({ page, detail: field, count }) => {
      const labels = FORM_PAGES.find((row) => row.path === page)?.form.fields as
        Record<string, { label: string }> | undefined
      return { page, field, label: labels?.[field]?.label ?? field, count }
    })
}

/** An event's rows (on one page, if given) summed by their detail: which chat button, how a form was handed off. */
function detailsOf(events: readonly EventSum[], event: string, page?: string) {
  const details = new Map<string, number>()
  for (const row of events)
    if (row.event === event && row.page === (page ?? row.page))
      details.set(row.detail, (details.get(row.detail) ?? 0) + row.count)
  return ranked([...details].map(([key, count]) => ({ key, count })))
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

/** The p75 of each metric by page and device, where any was measured, with how many page views measured it. */
function speedOf(rows: ReturnType<StoreReads['speed']>) {
  const cards = new Map<string, { page: string; device: string; p75: Record<Vital, number | null>; samples: number }>()
  for (const { page, device, metric, bucket, samples } of rows) {
    const id = JSON.stringify([page, device])
    const card = cards.get(id) ?? {
      page,
      device,
      samples: 0,
      p75: Object.fromEntries(VITALS.map((name) => [name, null])),
    }
    cards.set(id, card as NonNullable<ReturnType<typeof cards.get>>)
    card.p75[metric as Vital] = bucketTop(metric as Vital, bucket)
    if (metric === 'LCP') card.samples = samples
  }
  const order = (device: string) => DEVICE_CLASSES.indexOf(device as (typeof DEVICE_CLASSES)[number])
  return [...cards.values()].sort((a, b) => a.page.localeCompare(b.page) || order(a.device) - order(b.device))
}
