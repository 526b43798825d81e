import { describe, expect, it } from 'vitest'
import { compareToFloor, missedFloorGoals } from './floor-comparison'
import { medianSummary, summarize, type LighthouseResult, type PageSummary } from './lighthouse-summary'

/** A page's figures: full scores, no layout shift, 60 KB of JavaScript, its LCP 100 ms after its FCP unless given. */
const summary = (path: string, fcp: number, tbt: number, lcp = fcp + 100): PageSummary => ({
  path,
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcp, lcp, tbt, mainThread: 4 * tbt, cls: 0, speedIndex: fcp },
  bytes: { html: 10_000, css: 0, js: 60 * 1024, images: 0, fonts: 0, total: 10_000 + 60 * 1024 },
  requests: 5,
  thirdPartyRequests: 0,
})
const run = (fcp: number, tbt: number) => summary('/', fcp, tbt)

const LHR: LighthouseResult = {
  categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 } },
  audits: {
    'first-contentful-paint': { numericValue: 690 },
    'largest-contentful-paint': { numericValue: 910 },
    'total-blocking-time': { numericValue: 42.4 },
    'cumulative-layout-shift': { numericValue: 0 },
    'speed-index': { numericValue: 700 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'script', requestCount: 2, transferSize: 64_717 },
          { resourceType: 'total', requestCount: 7, transferSize: 80_000 },
        ],
      },
    },
  },
}

describe('the bench summary', () => {
  it('reads the scores, timings and bytes of a Lighthouse result; a missing category scores 0', () => {
    const page = summarize('/', LHR)
    expect(page.scores).toEqual({ performance: 97, accessibility: 100, bestPractices: 96, seo: 0 })
    expect(page.metrics.tbt).toBe(42.4)
    expect(page.bytes.js).toBe(64_717)
    expect(page.bytes.css).toBe(0)
    expect(page.requests).toBe(7)
  })

  it('reports the median of each number on its own, not one run whose other numbers may be extreme', () => {
    const median = medianSummary([run(700, 90), run(650, 10), run(690, 30), run(720, 40), run(660, 80)])
    expect(median.metrics).toMatchObject({ fcp: 690, tbt: 40, lcp: 790 })
  })
})

const FLOOR = summary('floor', 1_000, 100, 1_000)

describe('Lighthouse against the floor page', () => {
  it('names each goal a page misses, with its figure, its ratio and the goal; none when it is exactly at each', () => {
    expect(missedFloorGoals(FLOOR, compareToFloor(summary('/', 800, 200, 1_000), FLOOR, 64))).toEqual([])
    const page = {
      ...summary('/pesanan', 900, 310, 1_600),
      scores: { performance: 80, accessibility: 96, bestPractices: 100, seo: 92 },
      metrics: { fcp: 900, lcp: 1_600, tbt: 310, mainThread: 1_400, cls: 0.0123, speedIndex: 900 },
      bytes: { html: 0, css: 0, js: 70_000, images: 0, fonts: 0, total: 70_000 },
    }
    expect(missedFloorGoals(FLOOR, compareToFloor(page, FLOOR, 64))).toEqual([
      "/pesanan: FCP 0.90 s, 0.90× the floor's 1.00 s (goal ≤ 0.8×)",
      "/pesanan: LCP 1.60 s, 1.60× the floor's 1.00 s (goal ≤ 1×)",
      "/pesanan: TBT 310 ms, 3.10× the floor's 100 ms (goal ≤ 2× or ≤ 10 ms)",
      '/pesanan: accessibility 96 < 100',
      '/pesanan: SEO 92 < 100',
      '/pesanan: CLS 0.012 > 0',
      '/pesanan: JS 68.4 KB > its budget of 64 KB',
    ])
  })

  it('has no TBT ratio when the floor blocked for 0 ms, and holds blocking over 10 ms against it', () => {
    const floor = summary('floor', 1_000, 0, 1_000)
    const page = compareToFloor(summary('/', 700, 20, 900), floor, 64)
    expect(page.ratios.tbt).toBeNull()
    expect(missedFloorGoals(floor, page)).toEqual(["/: TBT 20 ms, the floor's 0 ms (goal ≤ 2× or ≤ 10 ms)"])
  })

  it('takes a TBT of 10 ms or less as met whatever the floor’s, and one over both 10 ms and twice the floor’s as missed', () => {
    const floor = summary('floor', 1_000, 4, 1_000)
    expect(missedFloorGoals(floor, compareToFloor(summary('/', 700, 10, 900), floor, 64))).toEqual([])
    expect(missedFloorGoals(floor, compareToFloor(summary('/', 700, 11, 900), floor, 64))).toEqual([
      "/: TBT 11 ms, 2.75× the floor's 4 ms (goal ≤ 2× or ≤ 10 ms)",
    ])
  })
})
