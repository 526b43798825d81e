import { expect, it } from 'vitest'
import { jakartaDay } from './jakarta-day'

it('a day in Jakarta begins at 17:00 UTC the day before, all year round', () => {
  expect(jakartaDay(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26')
  expect(jakartaDay(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27')
  expect(jakartaDay(new Date('2026-06-30T17:00:00Z'))).toBe('2026-07-01')
  expect(jakartaDay(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01')
})
