import { describe, expect, it } from 'vitest'
import { ratioCell, ratioTo, times } from './ratio'

describe('ratios to the floor', () => {
  it('divides a figure by the floor’s', () => {
    expect(ratioTo(80, 120)).toBe(1.5)
  })

  it('has none when the floor’s figure is 0', () => {
    expect(ratioTo(0, 30)).toBeNull()
    expect(ratioCell(ratioTo(0, 0))).toBe('–')
  })

  it('shows two decimals', () => {
    expect(ratioCell(1.234)).toBe('1.23')
    expect(times(2)).toBe('2.00×')
  })
})
