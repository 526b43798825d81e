import { describe, expect, it } from 'vitest'
import { formatMonthYear } from './format-month-year'

describe('formatMonthYear', () => {
  it.each([
    ['2024-03', 'Maret 2024'],
    ['2020-01', 'Januari 2020'],
    ['2025-12', 'Desember 2025'],
    ['2025-08', 'Agustus 2025'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatMonthYear(iso)).toBe(expected)
  })

  it.each(['2024-13', '2024-00', '2024-3', 'Maret 2024', ''])('rejects %j', (iso) => {
    expect(() => formatMonthYear(iso)).toThrow()
  })
})
