import { describe, expect, it } from 'vitest'
import { formatTable, medianSummary, summarize, type LighthouseResult, type PageSummary } from './lighthouse-summary'

const run = (fcp: number, tbt: number, js = 60_000): PageSummary => ({
  path: '/',
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcp, lcp: fcp + 100, tbt, mainThread: 4 * tbt, cls: 0, speedIndex: fcp },
  bytes: { html: 10_000, css: 0, js, images: 0, fonts: 0, total: 10_000 + js },
  requests: 5,
  thirdPartyRequests: 0,
})

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
    const summary = medianSummary([run(700, 90), run(650, 10), run(690, 30), run(720, 40), run(660, 80)])
    expect(summary.metrics.fcp).toBe(690)
    expect(summary.metrics.tbt).toBe(40)
    expect(summary.metrics.lcp).toBe(790)
  })

  it('shows every figure of a page in one row', () => {
    expect(formatTable([run(700, 40)]).split('\n')[2]).toBe(
      '| / | 100 | 100 | 100 | 100 | 0.70 s | 0.80 s | 40 ms | 0.000 | 0.70 s | 9.8 | 0.0 | 58.6 | 0.0 | 0.0 | 68.4 | 5 | 0 |',
    )
  })
})
