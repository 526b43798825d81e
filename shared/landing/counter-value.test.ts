import { describe, expect, it } from 'vitest'
import { COUNTER_DURATION_MS } from '../constants'
import { counterValue } from './counter-value'

describe('counterValue', () => {
  it.each([
    ['shows 0 before it starts', 15, -5, 0],
    ['shows 0 at the start', 15, 0, 0],
    ['shows half the target (rounded down) half-way', 15, COUNTER_DURATION_MS / 2, 7],
    ['has not reached the target one tick before the end', 15, COUNTER_DURATION_MS - 16, 14],
    ['shows the target at the end', 15, COUNTER_DURATION_MS, 15],
    ['stays at the target after the end', 10, COUNTER_DURATION_MS * 3, 10],
    ['counts a target of 1 only at the end', 1, COUNTER_DURATION_MS - 1, 0],
  ])('%s', (_case, target, elapsed, expected) => {
    expect(counterValue(target, elapsed)).toBe(expected)
  })

  it('never counts down as time passes', () => {
    let previous = 0
    for (let t = 0; t <= COUNTER_DURATION_MS; t += 16) {
      const value = counterValue(15, t)
      expect(value).toBeGreaterThanOrEqual(previous)
      previous = value
    }
  })
})
