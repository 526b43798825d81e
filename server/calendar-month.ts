/** A calendar month as an ISO string, "2026-11". */
export type CalendarMonth = string

/** The month a date falls in, in the server's time zone. */
export function calendarMonthOf(date: Date): CalendarMonth {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/** A launch estimated for `estimate` is not yet overdue in `month`. */
export const isStillExpected = (estimate: CalendarMonth, month: CalendarMonth): boolean => month <= estimate
