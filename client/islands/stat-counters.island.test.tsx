import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS, COUNTER_TICK_MS } from '../../shared/constants'
import { STATS } from '#content'
import { StatCounters } from './stat-counters.island'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('gives screen readers the final numbers while the figures count, never the moving ones', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
  window.matchMedia = (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never
  const { container } = render(<StatCounters />)
  const read = (selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent)
  const finals = STATS.map((stat) => `${stat.value}${stat.suffix}`)
  act(() => vi.advanceTimersByTime(COUNTER_STAGGER_DELAYS_MS[0] + COUNTER_DURATION_MS / 2))
  expect(read('.stat-value')).not.toEqual(finals)
  expect(read('.stat-value[aria-hidden="true"]')).toHaveLength(STATS.length)
  expect(read('.sr-only')).toEqual(finals)
  act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS + COUNTER_TICK_MS))
  expect(read('.stat-value')).toEqual(finals)
})
