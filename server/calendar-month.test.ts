import { describe, expect, it } from 'vitest'
import { calendarMonthOf, isStillExpected } from './calendar-month'

describe('calendar months', () => {
  it('names the month a date falls in, zero-padded', () => {
    expect(calendarMonthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01')
    expect(calendarMonthOf(new Date(2025, 10, 1))).toBe('2025-11')
  })

  it('still expects a launch before and during its estimated month', () => {
    expect(isStillExpected('2025-11', '2025-10')).toBe(true)
    expect(isStillExpected('2025-11', '2025-11')).toBe(true)
  })

  it('no longer expects it once that month has passed, across a year too', () => {
    expect(isStillExpected('2025-11', '2025-12')).toBe(false)
    expect(isStillExpected('2025-11', '2026-01')).toBe(false)
    expect(isStillExpected('2025-12', '2026-01')).toBe(false)
  })
})
