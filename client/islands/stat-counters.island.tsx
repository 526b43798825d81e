import { useEffect, useState } from 'react'
import { COUNTER_TICK_MS } from '../../shared/constants'
import { counterValues } from '../../shared/landing/counter-value'
import { STATS } from '#content'
import { onMotionPreferenceChange, prefersReducedMotion } from '../browser/motion'
import { useClientValue } from '../browser/use-client-value'
import { island } from '../hydrate-islands'

const prefersMotion = () => !prefersReducedMotion()

const TARGETS = STATS.map((stat) => stat.value)

/**
 * The hero's counters. The server renders the final values (first paint and no-JS show real
 * numbers); once hydrated, each counts up from 0 after its staggered delay, unless the visitor
 * prefers reduced motion. One tick for all three, and React renders only when a figure a visitor
 * sees changes (15, 10 and 1 times), not on every tick. Screen readers get the final value only.
 */
export function StatCounters() {
  const animate = useClientValue(prefersMotion, false, onMotionPreferenceChange)
  const [shown, setShown] = useState<readonly number[]>(() => counterValues(TARGETS, 0))

  useEffect(() => {
    if (!animate) return
    const started = performance.now()
    const tick = window.setInterval(() => {
      const elapsed = performance.now() - started
      const next = counterValues(TARGETS, elapsed)
      setShown((current) => (next.every((value, i) => value === current[i]) ? current : next))
      if (next.every((value, i) => value === TARGETS[i])) window.clearInterval(tick)
    }, COUNTER_TICK_MS)
    return () => window.clearInterval(tick)
  }, [animate])

  return (
    <dl className="stats">
      {STATS.map((stat, index) => (
        <div className="stat" key={stat.label}>
          <dt className="stat-label">{stat.label}</dt>
          <dd className="stat-figure">
            <span className="stat-value" data-stat-index={index} aria-hidden="true">
              {`${animate ? shown[index] : stat.value}${stat.suffix}`}
            </span>
            <span className="sr-only">{`${stat.value}${stat.suffix}`}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

export const STAT_COUNTERS_ISLAND = island(import.meta.url, { StatCounters })
