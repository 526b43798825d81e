import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchHealth } from './watchdog'

afterEach(() => vi.useRealTimers())

/** Runs the watchdog over a list of probe outcomes, one a second; returns when it called onHung, if it did. */
async function hungAfter(outcomes: boolean[]): Promise<number | undefined> {
  vi.useFakeTimers()
  let hungAt: number | undefined
  let next = 0
  const stop = watchHealth({
    probe: async () => outcomes[next++] ?? true,
    everyMs: 1000,
    limit: 3,
    onHung: () => (hungAt = next),
  })
  for (let second = 0; second < outcomes.length; second += 1) await vi.advanceTimersByTimeAsync(1000)
  stop()
  return hungAt
}

describe('watchHealth', () => {
  it.each([
    ['answers every time', [true, true, true, true], undefined],
    ['misses three in a row once it has answered', [true, false, false, false], 4],
    ['misses two in a row, then answers', [true, false, false, true, false, false], undefined],
    ['has not answered yet (still starting)', [false, false, false, false, true], undefined],
    ['starts, then hangs', [false, false, true, false, false, false], 6],
  ])('a server that %s', async (_name, outcomes, expected) => {
    expect(await hungAfter(outcomes)).toBe(expected)
  })

  it('probes no more once stopped', async () => {
    vi.useFakeTimers()
    const probe = vi.fn(async () => false)
    const stop = watchHealth({ probe, everyMs: 1000, limit: 3, onHung: () => {} })
    await vi.advanceTimersByTimeAsync(1000)
    stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(probe).toHaveBeenCalledTimes(1)
  })
})
