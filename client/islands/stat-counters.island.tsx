import { useEffect, useState } from 'react'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS, COUNTER_TICK_MS } from '../../shared/constants'
import { counterValue } from '../../shared/landing/counter-value'
import { MEDIA } from '../../shared/media-queries'
import { STATS } from '#content'
import { useClientValue } from './use-client-value'

const prefersMotion = () => !window.matchMedia(MEDIA.reducedMotion).matches
const onMotionPreferenceChange = (change: () => void) => {
  const query = window.matchMedia(MEDIA.reducedMotion)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}

/**
 * The hero's counters. The server renders the final values (first paint and no-JS show real
 * numbers); once hydrated, each counts up from 0 after its staggered delay, unless the visitor
 * prefers reduced motion. Screen readers get the final value only, never the moving number.
 */
export function StatCounters() {
  const animate = useClientValue(prefersMotion, false, onMotionPreferenceChange)
  /** Time since each counter started, in ms; negative before its start. */
  const [elapsed, setElapsed] = useState<readonly number[]>(() => STATS.map(() => -1))

  useEffect(() => {
    if (!animate) return
    const timers: number[] = []
    STATS.forEach((_stat, index) => {
      const delay = COUNTER_STAGGER_DELAYS_MS[index] ?? 0
      const startTimer = window.setTimeout(() => {
        const startedAt = performance.now()
        const tick = window.setInterval(() => {
          const ms = performance.now() - startedAt
          setElapsed((current) => current.map((value, i) => (i === index ? ms : value)))
          if (ms >= COUNTER_DURATION_MS) window.clearInterval(tick)
        }, COUNTER_TICK_MS)
        timers.push(tick)
      }, delay)
      timers.push(startTimer)
    })
    // clearTimeout and clearInterval share one id pool, so either clears both kinds.
    return () => timers.forEach((id) => window.clearInterval(id))
  }, [animate])

  const values = STATS.map((stat, index) => (animate ? counterValue(stat.value, elapsed[index] ?? 0) : stat.value))

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
