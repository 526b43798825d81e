import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS } from '../constants'

/** A linear count from 0, rounded down so it only reaches the target at the end. */
export function counterValue(target: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0
  if (elapsedMs >= COUNTER_DURATION_MS) return target
  return Math.floor((target * elapsedMs) / COUNTER_DURATION_MS)
}

/** What each counter shows `elapsedMs` after the first could start, each after its staggered delay. */
export function counterValues(targets: readonly number[], elapsedMs: number): number[] {
  return targets.map((target, index) => counterValue(target, elapsedMs - (COUNTER_STAGGER_DELAYS_MS[index] ?? 0)))
}
