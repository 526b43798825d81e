import { expect, it } from 'vitest'
import { rangeFromQuery } from './date-range'

const TODAY = '2026-11-27'

it('the last 7, 28 or 90 days end today, each against as many days before them', () => {
  expect(rangeFromQuery({ days: '7' }, TODAY)).toEqual({
    from: '2026-11-21',
    to: '2026-11-27',
    previous: { from: '2026-11-14', to: '2026-11-20' },
  })
  expect(rangeFromQuery({}, TODAY)).toMatchObject({ from: '2026-10-31', to: TODAY })
  expect(rangeFromQuery({ days: '90' }, TODAY)).toMatchObject({ from: '2026-08-30', previous: { to: '2026-08-29' } })
})

it('a chosen range keeps both its days, and compares with the range of its length just before', () => {
  expect(rangeFromQuery({ from: '2026-03-01', to: '2026-03-31' }, TODAY)).toEqual({
    from: '2026-03-01',
    to: '2026-03-31',
    previous: { from: '2026-01-29', to: '2026-02-28' },
  })
  expect(rangeFromQuery({ from: TODAY, to: TODAY }, TODAY)?.previous).toEqual({ from: '2026-11-26', to: '2026-11-26' })
})

it.each([
  [{ days: '30' }],
  [{ from: '2026-11-27' }],
  [{ from: '2026-11-28', to: '2026-11-27' }],
  [{ from: '2026-02-30', to: '2026-03-01' }],
  [{ from: '2020-01-01', to: '2026-11-27' }],
  [{ from: ['2026-11-01'], to: '2026-11-27' }],
])('%j is no range', (query) => {
  expect(rangeFromQuery(query, TODAY)).toBeUndefined()
})
