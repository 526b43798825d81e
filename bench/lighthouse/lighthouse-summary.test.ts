import { describe, expect, it } from 'vitest'
import { medianSummary, missedGoals, type PageSummary } from './lighthouse-summary'

const run = (fcp: number, tbt: number, js = 60_000): PageSummary => ({
  path: '/',
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcp, lcp: fcp + 100, tbt, cls: 0, speedIndex: fcp },
  bytes: { html: 10_000, css: 0, js, images: 0, fonts: 0, total: 10_000 + js },
  requests: 5,
  thirdPartyRequests: 0,
})

describe('the bench summary', () => {
  it('reports the median of each number on its own, not one run whose other numbers may be extreme', () => {
    const summary = medianSummary([run(700, 90), run(650, 10), run(690, 30), run(720, 40), run(660, 80)])
    expect(summary.metrics.fcp).toBe(690)
    expect(summary.metrics.tbt).toBe(40)
    expect(summary.metrics.lcp).toBe(790)
  })

  it('names each goal a page misses', () => {
    expect(missedGoals(run(900, 60, 70_000))).toEqual([
      'FCP 0.90 s > 0.80 s',
      'TBT 60 ms > 50 ms',
      'JS 68.4 KB > 64 KB',
    ])
  })

  it('names none when a page meets every goal', () => {
    expect(missedGoals(run(700, 40))).toEqual([])
  })
})
