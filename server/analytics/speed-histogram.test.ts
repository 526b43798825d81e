import { describe, expect, it } from 'vitest'
import { bucketOf, bucketTop } from './speed-histogram'

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

  it('tell apart only a twentieth to four times the good threshold: any value from a client falls in one of ~90 buckets', () => {
    expect(bucketOf('LCP', 1)).toBe(bucketOf('LCP', 125))
    expect(bucketOf('LCP', 3_600_000)).toBe(bucketOf('LCP', 10_000))
    expect(bucketOf('LCP', 9_000)).toBeLessThan(bucketOf('LCP', 10_000))
    expect(bucketTop('LCP', bucketOf('LCP', 3_600_000))).toBeCloseTo(10_000, -3)
    const buckets = new Set(Array.from({ length: 100_000 }, (_, i) => bucketOf('INP', i * 36)))
    expect(buckets.size).toBeLessThanOrEqual(92)
  })
})
