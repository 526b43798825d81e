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
