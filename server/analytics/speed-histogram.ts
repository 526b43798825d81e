import type { Vital } from '../../shared/analytics/events'

/**
 * Speed measurements kept as histograms: each value falls in a bucket 5 % wider than the one below,
 * so a p75 read back is within 5 % of the true one. Only the range where a verdict is made is told
 * apart: from a twentieth of the "good" threshold (anything faster shows as that) to four times it
 * (anything slower shows as that), about 90 buckets a metric, so a page and device hold at most
 * ~460 rows a day, however many values a client sends. CLS is kept in thousandths, the rest in
 * milliseconds; a perfect 0 has a bucket of its own.
 */
const RATIO = 1.05
const FASTEST = 1 / 20
const SLOWEST = 4

/** What web-vitals calls "good", at the 75th percentile of page loads (web.dev/articles/vitals). */
export const GOOD_SPEED: Record<Vital, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 }

const unitsOf = (metric: Vital, value: number) => (metric === 'CLS' ? value * 1000 : value)
const valueOf = (metric: Vital, units: number) => (metric === 'CLS' ? units / 1000 : units)

const unclamped = (units: number) => (units < 1 ? 0 : Math.floor(Math.log(units) / Math.log(RATIO)) + 1)

/** The bucket a measurement falls in: 0 for nothing at all, then one per 5 %, within the range told apart. */
export function bucketOf(metric: Vital, value: number): number {
  const units = unitsOf(metric, value)
  if (units === 0) return 0
  const good = unitsOf(metric, GOOD_SPEED[metric])
  return Math.min(Math.max(unclamped(units), unclamped(good * FASTEST)), unclamped(good * SLOWEST))
}

/** The top of a bucket: what it reports (store-reads.ts reads a p75 as its bucket), so it is never shown better than it was. */
export const bucketTop = (metric: Vital, bucket: number): number => valueOf(metric, RATIO ** bucket)
