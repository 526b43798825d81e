import { markdownTable } from '../support/markdown-table'
import { median, medianOfEach } from '../support/median'
import { kb, milliseconds, seconds } from '../support/units'

/**
 * Turns Lighthouse results into each target's figures, their median over the runs, and the table
 * of those figures that `npm run bench` prints under its ratios. Pure: Lighthouse result objects
 * in, numbers and text out.
 */

/** The parts of a Lighthouse result (LHR) this summary reads. */
export interface LighthouseResult {
  lighthouseVersion?: string
  /** benchmarkIndex: how fast Lighthouse found this machine's CPU during the run. */
  environment?: { benchmarkIndex?: number }
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
}

interface ResourceSummaryItem {
  resourceType: string
  requestCount: number
  transferSize: number
}

export interface PageSummary {
  path: string
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  /** Milliseconds, except CLS (unitless). mainThread: all main-thread work, simulated (Lighthouse's breakdown). */
  metrics: { fcp: number; lcp: number; tbt: number; mainThread: number; cls: number; speedIndex: number }
  /** Bytes on the wire (compressed, with headers) per resource type. */
  bytes: { html: number; css: number; js: number; images: number; fonts: number; total: number }
  requests: number
  thirdPartyRequests: number
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

export function summarize(path: string, lhr: LighthouseResult): PageSummary {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as ResourceSummaryItem[]
  const row = (type: string) => items.find((item) => item.resourceType === type) ?? { requestCount: 0, transferSize: 0 }
  return {
    path,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      fcp: metric(lhr, 'first-contentful-paint'),
      lcp: metric(lhr, 'largest-contentful-paint'),
      tbt: metric(lhr, 'total-blocking-time'),
      mainThread: metric(lhr, 'mainthread-work-breakdown'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      speedIndex: metric(lhr, 'speed-index'),
    },
    bytes: {
      html: row('document').transferSize,
      css: row('stylesheet').transferSize,
      js: row('script').transferSize,
      images: row('image').transferSize,
      fonts: row('font').transferSize,
      total: row('total').transferSize,
    },
    requests: row('total').requestCount,
    thirdPartyRequests: row('third-party').requestCount,
  }
}

/**
 * Each number is the median of that number over the runs. (Lighthouse's own "median run" is the
 * run closest to the median FCP and TTI; its TBT can then be any of the runs' values.)
 */
export function medianSummary(runs: readonly PageSummary[]): PageSummary {
  const [first] = runs
  if (!first) throw new Error('medianSummary: no runs')
  return {
    path: first.path,
    scores: medianOfEach(runs.map((run) => run.scores)),
    metrics: medianOfEach(runs.map((run) => run.metrics)),
    bytes: medianOfEach(runs.map((run) => run.bytes)),
    requests: median(runs.map((run) => run.requests)),
    thirdPartyRequests: median(runs.map((run) => run.thirdPartyRequests)),
  }
}

const COLUMNS: [heading: string, cell: (page: PageSummary) => string][] = [
  ['Page', (p) => p.path],
  ['Perf', (p) => String(p.scores.performance)],
  ['A11y', (p) => String(p.scores.accessibility)],
  ['BP', (p) => String(p.scores.bestPractices)],
  ['SEO', (p) => String(p.scores.seo)],
  ['FCP', (p) => seconds(p.metrics.fcp)],
  ['LCP', (p) => seconds(p.metrics.lcp)],
  ['TBT', (p) => milliseconds(p.metrics.tbt)],
  ['CLS', (p) => p.metrics.cls.toFixed(3)],
  ['SI', (p) => seconds(p.metrics.speedIndex)],
  ['HTML KB', (p) => kb(p.bytes.html)],
  ['CSS KB', (p) => kb(p.bytes.css)],
  ['JS KB', (p) => kb(p.bytes.js)],
  ['Img KB', (p) => kb(p.bytes.images)],
  ['Font KB', (p) => kb(p.bytes.fonts)],
  ['Total KB', (p) => kb(p.bytes.total)],
  ['Requests', (p) => String(p.requests)],
  ['3rd-party', (p) => String(p.thirdPartyRequests)],
]

/** Every figure of each target, one row each. */
export function formatTable(pages: readonly PageSummary[]): string {
  return markdownTable(
    COLUMNS.map(([heading]) => heading),
    pages.map((page) => COLUMNS.map(([, cell]) => cell(page))),
  )
}
