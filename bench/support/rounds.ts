/**
 * The order of the targets in one round of an interleaved bench: as given in even rounds, reversed
 * in odd ones, so that a drift in the machine's speed during the run hits every target alike.
 */
export function roundOrder<T>(targets: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...targets] : [...targets].reverse()
}
