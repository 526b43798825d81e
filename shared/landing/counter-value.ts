import { COUNTER_DURATION_MS } from '../constants'

/**
 * The number a stat counter shows `elapsedMs` after it started: a linear count from 0 to the
 * target over the animation's duration, rounded down so it only reaches the target at the end.
 */
export function counterValue(target: number, elapsedMs: number, durationMs: number = COUNTER_DURATION_MS): number {
  if (elapsedMs <= 0) return 0
  if (elapsedMs >= durationMs) return target
  return Math.floor((target * elapsedMs) / durationMs)
}
