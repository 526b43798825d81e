import { describe, expect, it } from 'vitest'
import { eventRow } from '../../tests/support/analytics'
import { OTHER, VALUES_A_DAY } from './policy'
import { createTally } from './tally'

const { count: _count, ...pageView } = eventRow()
const DAY = '2026-11-27'

describe('the tally', () => {
  it('counts each time an event happens, in one row however often', () => {
    const tally = createTally()
    tally.count('events', pageView)
    tally.count('events', pageView)
    tally.count('events', { ...pageView, device: 'desktop' })
    expect(tally.take().events).toEqual([
      { ...pageView, count: 2 },
      { ...pageView, device: 'desktop', count: 1 },
    ])
  })

  it('keeps each visitor of a day once, however often they are seen', () => {
    const tally = createTally()
    for (const n of [1, 1, 2]) tally.visitor(DAY, Buffer.alloc(16, n))
    expect(tally.take().visitors).toHaveLength(2)
  })

  it('keeps 50 referring sites and campaigns a day, and counts the rest as “lainnya”', () => {
    const tally = createTally()
    for (let i = 0; i < 400; i += 1) {
      tally.source(DAY, 'referrer', `situs-${i}.example`)
      tally.source(DAY, 'campaign', `sumber-${i} / – / –`)
    }
    tally.source(DAY, 'referrer', 'situs-0.example')
    const { sources } = tally.take()
    const of = (kind: string) => sources.filter((row) => row.kind === kind)
    expect(of('referrer')).toHaveLength(VALUES_A_DAY + 1)
    expect(of('referrer')).toContainEqual({ day: DAY, kind: 'referrer', value: 'situs-0.example', count: 2 })
    expect(of('referrer')).toContainEqual({ day: DAY, kind: 'referrer', value: OTHER, count: 400 - VALUES_A_DAY })
    expect(of('campaign')).toContainEqual({ day: DAY, kind: 'campaign', value: OTHER, count: 400 - VALUES_A_DAY })
  })

  it('forgets what it gave, and takes back what could not be written, added to what was counted since', () => {
    const tally = createTally()
    tally.count('events', pageView)
    const unwritten = tally.take()
    expect(tally.size).toBe(0)
    tally.count('events', pageView)
    tally.restore(unwritten)
    expect(tally.take().events).toEqual([{ ...pageView, count: 2 }])
  })
})
