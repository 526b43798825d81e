import { describe, expect, it } from 'vitest'
import { figuresOf, missedRatioGoals, ratioRow, slowestInteraction, type InteractRun } from './interact-ratios'

const run = (hydratedMs: number, interactions: Record<string, number[]>, submitToErrorMs: number | null = null) =>
  ({ fcpMs: 500, lcpMs: 600, hydratedMs, interactions, submitToErrorMs }) satisfies InteractRun
const FLOOR = figuresOf([
  run(600, { tap: [40] }),
  run(900, { tap: [80, 48] }),
  run(1_000, { tap: [72] }),
  run(1_100, { tap: [88] }),
  run(2_000, { tap: [400] }),
])

describe('the slow-phone figures', () => {
  it('takes each figure’s mean over the middle half of the visits, of an interaction kind the longest in each visit', () => {
    expect(FLOOR).toEqual({
      fcpMs: 500,
      lcpMs: 600,
      hydratedMs: 1_000,
      interactions: { tap: 80 },
      submitToErrorMs: null,
    })
  })

  it('divides paints and hydration by the floor’s, every interaction and submit-to-error by the floor’s tap', () => {
    const page = figuresOf([run(1_300, { 'menu opened': [120], 'menu closed': [96] }, 160)])
    const row = ratioRow('/', page, FLOOR)
    expect(row.ratios).toEqual({
      fcp: 1,
      lcp: 1,
      hydrated: 1.3,
      interactions: { 'menu opened': 1.5, 'menu closed': 1.2 },
      submitToError: 2,
    })
    expect(slowestInteraction(row)).toEqual({ kind: 'menu opened', ms: 120, ratio: 1.5 })
  })

  it('names each goal a page misses, with its ratio: none at exactly each goal, none for paints or submit', () => {
    const atGoals = figuresOf([run(1_300, { 'key typed': [120] }, 400)])
    expect(missedRatioGoals(ratioRow('/pesanan', atGoals, FLOOR))).toEqual([])
    const over = figuresOf([run(1_600, { 'key typed': [40], 'submit refused': [184] })])
    expect(missedRatioGoals(ratioRow('/pesanan', over, FLOOR))).toEqual([
      '/pesanan: hydrated 1.60× the floor > 1.30×',
      "/pesanan: submit refused 2.30× the floor's tap > 1.50×",
    ])
  })
})
