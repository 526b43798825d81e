/**
 * A calendar month as an ISO string, "2026-11": how certificates are dated, what the footer's year
 * and the portfolio's launch estimate are read from, and what the server renders pages for.
 */
export type CalendarMonth = string

/** The month a date falls in, in the server's time zone. */
export function calendarMonthOf(date: Date): CalendarMonth {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

export const yearOf = (month: CalendarMonth): number => Number(month.slice(0, 4))

/** A launch estimated for `estimate` is still ahead (or under way) in `month`: not yet overdue. */
export const isStillExpected = (estimate: CalendarMonth, month: CalendarMonth): boolean => month <= estimate
