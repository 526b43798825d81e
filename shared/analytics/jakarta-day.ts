/** A day as "2026-11-27": the day a count belongs to, in the store's rows, the dashboard's ranges and data.json. */
export type Day = string

/** Western Indonesian Time (WIB, Asia/Jakarta) is UTC+7 all year: it has no daylight saving. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * The day it is in Jakarta at `at` (a Date or milliseconds since 1970): the day a count belongs to,
 * wherever the server runs, and the day a beacon kept offline by the service worker was sent on.
 */
export function jakartaDay(at: Date | number): Day {
  return new Date(Number(at) + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}
