import { useEffect, useState } from 'react'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS, COUNTER_TICK_MS } from '../../shared/constants'
import { counterValue } from '../../shared/landing/counter-value'
import { STATS } from '../../shared/site-content'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * The hero's counters. The server renders the final values (first paint and no-JS show real
 * numbers); once hydrated, each counts up from 0 after its staggered delay, unless the visitor
 * prefers reduced motion. Screen readers get the final value only, never the moving number.
 */
export function StatCounters() {
  const [values, setValues] = useState<readonly number[]>(() => STATS.map((stat) => stat.value))

  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return
    setValues(STATS.map(() => 0))
    const timers: number[] = []
    STATS.forEach((stat, index) => {
      const delay = COUNTER_STAGGER_DELAYS_MS[index] ?? 0
      const startTimer = window.setTimeout(() => {
        const startedAt = performance.now()
        const tick = window.setInterval(() => {
          const elapsed = performance.now() - startedAt
          const value = counterValue(stat.value, elapsed)
          setValues((current) => current.map((v, i) => (i === index ? value : v)))
          if (elapsed >= COUNTER_DURATION_MS) window.clearInterval(tick)
        }, COUNTER_TICK_MS)
        timers.push(tick)
      }, delay)
      timers.push(startTimer)
    })
    // clearTimeout and clearInterval share one id pool, so either clears both kinds.
    return () => timers.forEach((id) => window.clearInterval(id))
  }, [])

  return (
    <dl className="stats">
      {STATS.map((stat, index) => (
        <div className="stat" key={stat.label}>
          <dt className="stat-label">{stat.label}</dt>
          <dd className="stat-figure">
            <span className="stat-value" data-stat-index={index} aria-hidden="true">
              {`${values[index]}${stat.suffix}`}
            </span>
            <span className="sr-only">{`${stat.value}${stat.suffix}`}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
