import { describe, expect, it } from 'vitest'
import { addDays, daysIn, isDay, oldestDayKept } from './calendar-day'

describe('days in Asia/Jakarta', () => {
  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(daysIn('2026-11-01', '2026-11-28')).toBe(28)
    expect(daysIn('2026-11-27', '2026-11-27')).toBe(1)
  })

  it('takes only real days written YYYY-MM-DD', () => {
    expect(isDay('2028-02-29')).toBe(true)
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-11-27T00:00', '', 'kemarin'])
      expect(isDay(text), text).toBe(false)
  })

  it('keeps 25 months: the oldest day kept is that many months back, a short month’s last day for the 31st', () => {
    expect(oldestDayKept('2026-11-27', 25)).toBe('2024-10-27')
    expect(oldestDayKept('2027-03-31', 25)).toBe('2025-02-28')
    expect(oldestDayKept('2026-01-15', 25)).toBe('2023-12-15')
  })
})
