import { describe, expect, it } from 'vitest'
import { bucketOf, bucketTop, p75 } from './speed-histogram'

const histogramOf = (metric: 'LCP' | 'CLS', values: number[]) => {
  const histogram = new Map<number, number>()
  for (const value of values) histogram.set(bucketOf(metric, value), (histogram.get(bucketOf(metric, value)) ?? 0) + 1)
  return histogram
}

describe('speed histograms', () => {
  it('put each value in a bucket whose top is at most 5 % above it', () => {
    for (const value of [180, 199, 2_500, 2_501, 9_999]) {
      const top = bucketTop('LCP', bucketOf('LCP', value))
      expect(top).toBeGreaterThan(value)
      expect(top).toBeLessThanOrEqual(value * 1.05 + 1e-9)
    }
  })

  it('keep a layout shift score in thousandths, and a perfect 0 apart', () => {
    expect(bucketOf('CLS', 0)).toBe(0)
    expect(bucketTop('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.104, 2)
  })

  it('read the 75th percentile back within 5 %, never below the true one', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 500 + i * 3) // 500 … 3497 ms: p75 is 2747
    const measured = p75('LCP', histogramOf('LCP', values))!
    expect(measured).toBeGreaterThanOrEqual(2747)
    expect(measured).toBeLessThanOrEqual(2747 * 1.05)
  })

  it('tell apart only a twentieth to four times the good threshold: any value from a client falls in one of ~90 buckets', () => {
    expect(bucketOf('LCP', 1)).toBe(bucketOf('LCP', 125))
    expect(bucketOf('LCP', 3_600_000)).toBe(bucketOf('LCP', 10_000))
    expect(bucketOf('LCP', 9_000)).toBeLessThan(bucketOf('LCP', 10_000))
    expect(bucketTop('LCP', bucketOf('LCP', 3_600_000))).toBeCloseTo(10_000, -3)
    const buckets = new Set(Array.from({ length: 100_000 }, (_, i) => bucketOf('INP', i * 36)))
    expect(buckets.size).toBeLessThanOrEqual(92)
  })

  it('say nothing for a page nobody measured', () => {
    expect(p75('LCP', new Map())).toBeUndefined()
  })

  it('read one measurement as itself, rounded up to its bucket', () => {
    expect(p75('CLS', histogramOf('CLS', [0]))).toBe(0.001)
  })
})
