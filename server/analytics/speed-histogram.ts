import type { Vital } from '../../shared/analytics/events'

/**
 * Speed measurements kept as histograms: each value falls in a bucket 5 % wider than the one below,
 * so a p75 read back is within 5 % of the true one, whatever the spread, in a few hundred rows a
 * page and day at most. CLS is kept in thousandths, the rest in milliseconds.
 */
const RATIO = 1.05

/** What web-vitals calls "good", at the 75th percentile of page loads (web.dev/articles/vitals). */
export const GOOD_SPEED: Record<Vital, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 }

const unitsOf = (metric: Vital, value: number) => (metric === 'CLS' ? value * 1000 : value)
const valueOf = (metric: Vital, units: number) => (metric === 'CLS' ? units / 1000 : units)

/** The bucket a measurement falls in: 0 below one unit, then one per 5 %. */
export function bucketOf(metric: Vital, value: number): number {
  const units = unitsOf(metric, value)
  return units < 1 ? 0 : Math.floor(Math.log(units) / Math.log(RATIO)) + 1
}

/** The top of a bucket: what it reports, so a p75 is never shown better than it was. */
export const bucketTop = (metric: Vital, bucket: number): number => valueOf(metric, RATIO ** bucket)

/** The 75th percentile of a histogram (bucket → count), or undefined when it is empty. */
export function p75(metric: Vital, histogram: ReadonlyMap<number, number>): number | undefined {
  const buckets = [...histogram].sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, count]) => sum + count, 0)
  let seen = 0
  for (const [bucket, count] of buckets) {
    seen += count
    if (seen >= total * 0.75) return bucketTop(metric, bucket)
  }
  return undefined
}
