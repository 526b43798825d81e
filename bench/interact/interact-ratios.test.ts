import { describe, expect, it } from 'vitest'
import {
  figuresOf,
  longestInteraction,
  missedRatioGoals,
  ratioRow,
  slowestInteraction,
  type InteractRun,
} from './interact-ratios'

const run = (hydratedMs: number, interactions: Record<string, number[]>, submitToErrorMs: number | null = null) =>
  ({ fcpMs: 500, lcpMs: 600, hydratedMs, interactions, submitToErrorMs }) satisfies InteractRun
const FLOOR = [
  run(600, { tap: [40] }),
  run(900, { tap: [80, 48] }),
  run(1_000, { tap: [72] }),
  run(1_100, { tap: [88] }),
  run(2_000, { tap: [400] }),
]
/** A page that takes, round by round, `times` the floor's time for everything. */
const slowerBy = (times: number, kind: string, submitTimes: number | null = null) =>
  FLOOR.map(({ hydratedMs, interactions }) => {
    const tap = Math.max(...interactions.tap!)
    return run(hydratedMs * times, { [kind]: [tap * times] }, submitTimes && tap * submitTimes)
  })

describe('the slow-phone figures', () => {
  it('takes each figure’s mean over the middle half of the visits, of an interaction kind the longest in each visit', () => {
    expect(figuresOf(FLOOR)).toEqual({
      fcpMs: 500,
      lcpMs: 600,
      hydratedMs: 1_000,
      interactions: { tap: 80 },
      longestMs: 80,
      submitToErrorMs: null,
    })
  })

  it('takes a visit’s longest interaction whatever its kind, as INP does for a visit of few interactions', () => {
    expect(
      longestInteraction(run(900, { 'field tapped': [32, 40], 'key typed': [16, 56, 24], 'submit refused': [48] })),
    ).toBe(56)
  })

  it('divides each visit’s paints and hydration by the floor’s of the same round, each interaction by its tap', () => {
    const row = ratioRow('/', slowerBy(1.3, 'menu opened', 2), FLOOR)
    expect(row.ratios).toEqual({
      fcp: 1,
      lcp: 1,
      hydrated: 1.3,
      interactions: { 'menu opened': 1.3 },
      longest: 1.3,
      submitToError: 2,
    })
    expect(slowestInteraction(row)).toEqual({ kind: 'menu opened', ms: 80 * 1.3, ratio: 1.3 })
  })

  it('names each goal a page misses, with its ratio: none at exactly each goal, none for paints or submit', () => {
    expect(missedRatioGoals(ratioRow('/pesanan', slowerBy(1.3, 'key typed', 3), FLOOR))).toEqual([])
    expect(missedRatioGoals(ratioRow('/pesanan', slowerBy(1.6, 'submit refused'), FLOOR))).toEqual([
      '/pesanan: hydrated 1.60× the floor > 1.30×',
      "/pesanan: submit refused 1.60× the floor's tap > 1.50×",
      "/pesanan: longest interaction (INP) 1.60× the floor's tap > 1.50×",
    ])
  })

  it('holds a visit’s longest interaction to the goal on its own: kinds within it in most visits can still give visits whose longest is over it', () => {
    // Round by round, one kind or the other takes 1.6 times the floor's tap, never both.
    const page = FLOOR.map(({ hydratedMs, interactions }, round) => {
      const tap = Math.max(...interactions.tap!)
      const [opened, closed] = round % 2 ? [1.6, 1] : [1, 1.6]
      return run(hydratedMs, { 'menu opened': [tap * opened], 'menu closed': [tap * closed] })
    })
    const row = ratioRow('/', page, FLOOR)
    expect(row.ratios.interactions['menu opened']).toBeLessThanOrEqual(1.5)
    expect(row.ratios.interactions['menu closed']).toBeLessThanOrEqual(1.5)
    expect(row.ratios.longest).toBeCloseTo(1.6)
    expect(missedRatioGoals(row)).toEqual(["/: longest interaction (INP) 1.60× the floor's tap > 1.50×"])
  })
})
