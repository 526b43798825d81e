import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS } from '../constants'

/**
 * The number a stat counter shows `elapsedMs` after it started: a linear count from 0 to the
 * target over the animation's duration, rounded down so it only reaches the target at the end.
 */
export function counterValue(target: number, elapsedMs: number, durationMs: number = COUNTER_DURATION_MS): number {
  if (elapsedMs <= 0) return 0
  if (elapsedMs >= durationMs) return target
  return Math.floor((target * elapsedMs) / durationMs)
}

/** What each counter shows `elapsedMs` after the first could start, each after its staggered delay. */
export function counterValues(targets: readonly number[], elapsedMs: number): number[] {
  return targets.map((target, index) => counterValue(target, elapsedMs - (COUNTER_STAGGER_DELAYS_MS[index] ?? 0)))
}
