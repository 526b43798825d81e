import type { Day } from '../../shared/analytics/jakarta-day'

const DAY_MS = 24 * 60 * 60 * 1000

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
export const daysIn = (from: Day, to: Day): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1

/** A real calendar day written as YYYY-MM-DD ("2026-02-30" is not one). */
export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && addDays(text, 0) === text

/**
 * The oldest day kept, `months` before `today`: the 31st falls back to the last day of a shorter
 * month, so a count is never kept a day short of its months.
 */
export function oldestDayKept(today: Day, months: number): Day {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 - months, 1))
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, lastOfMonth))
  return first.toISOString().slice(0, 10)
}
