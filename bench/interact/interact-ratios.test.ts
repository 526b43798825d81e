import { describe, expect, it } from 'vitest'
import { missedRatioGoals, ratioRow, type InteractRun } from './interact-ratios'

const run = (
  hydratedMs: number,
  longestInteractionMs: number,
  submitToErrorMs: number | null = null,
  fcpMs = 500,
  lcpMs = 600,
): InteractRun => ({ fcpMs, lcpMs, hydratedMs, longestInteractionMs, submitToErrorMs })
const FLOOR = run(1_000, 80, null, 400, 400)

describe('the slow-phone ratios', () => {
  it('divides paints and hydration by the floor’s, and both interaction figures by the floor’s tap', () => {
    expect(ratioRow('/pesanan', run(1_300, 120, 160), FLOOR).ratios).toEqual({
      fcp: 1.25,
      lcp: 1.5,
      hydrated: 1.3,
      longestInteraction: 1.5,
      submitToError: 2,
    })
  })

  it('names each goal a page misses, with its ratio: none at exactly each, none for paints or submit', () => {
    expect(missedRatioGoals(ratioRow('/pesanan', run(1_300, 120, 400, 900, 900), FLOOR))).toEqual([])
    expect(missedRatioGoals(ratioRow('/pesanan', run(1_600, 184, 200), FLOOR))).toEqual([
      '/pesanan: hydrated 1.60× the floor > 1.30×',
      "/pesanan: longest interaction 2.30× the floor's tap > 1.50×",
    ])
  })
})
