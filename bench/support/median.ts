/** The median of some numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

/** The median of each field over some records, each on its own; null where no record has a number. */
export function medianOfEach<T extends { [K in keyof T]: number | null }>(records: readonly T[]): T {
  const numbers = (key: keyof T) => records.map((record) => record[key]).filter((value) => value !== null)
  const keys = Object.keys(records[0] ?? {}) as (keyof T)[]
  return Object.fromEntries(keys.map((key) => [key, numbers(key).length > 0 ? median(numbers(key)) : null])) as T
}

/**
 * The interquartile mean: the mean of the middle half of some numbers. As robust as the median to
 * a run the machine disturbed (a quarter of them at each end may be), and, unlike it, not stuck to
 * one value of a figure that comes in steps (Event Timing's 8 ms).
 */
export function interquartileMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const cut = Math.floor(sorted.length / 4)
  const middle = sorted.slice(cut, sorted.length - cut)
  return middle.reduce((sum, value) => sum + value, 0) / middle.length
}
