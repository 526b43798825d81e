import type { Request } from 'express'
import { isbot } from 'isbot'
import type { Vital } from '../../shared/analytics/events'
import { addressPrefix } from './address-prefix'
import { jakartaDay, type Day } from './calendar-day'
import { deviceClass, type DeviceClass } from './device-class'
import { bucketOf } from './speed-histogram'
import { openStore, type AnalyticsStore, type CountRow } from './store'
import { createTally } from './tally'
import { visitorHash } from './visitor-hash'

/** The detail of a form's hand-off or refusal made by the post without JavaScript (server/routes/form-routes.tsx). */
export const NO_SCRIPT = 'no-js'

/** Each process writes what it counted at most this often, and once more when it stops. */
const FLUSH_INTERVAL_MS = 10_000

/** A request worth counting: a person's browser, on a day, on a kind of device, as one of the day's visitors. */
export interface Visit {
  day: Day
  device: DeviceClass
  visitor: Buffer
}

/** Where a page view came from: another site's host, and the landing URL's campaign. */
export type Source = Pick<CountRow, 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'>
const NO_SOURCE: Source = { referrer: '', utm_source: '', utm_medium: '', utm_campaign: '' }

/** Why counting stopped: the store failed, and this process counts nothing more until it restarts. */
export interface Stopped {
  since: Date
  reason: string
}

interface AnalyticsOptions {
  /** ANALYTICS_DB. */
  path: string
  now: () => Date
  /** Test seam: how the store is opened. */
  open?: (path: string) => AnalyticsStore
}

export type Analytics = ReturnType<typeof startAnalytics>

/**
 * Counting in one process: what requests are counted, the tally of what they counted, written to
 * the store every 10 s. Whatever the store does (missing, read-only, full, corrupt), nothing here
 * throws to a request: counting stops with one line in the log, and the dashboard says so.
 */
export function startAnalytics({ path, now, open = openStore }: AnalyticsOptions) {
  const tally = createTally()
  let store: AnalyticsStore | undefined
  let stopped: Stopped | undefined
  let salt: { day: Day; salt: Buffer } | undefined

  function stop(error: unknown) {
    if (stopped) return
    const { errstr, message } = (error ?? {}) as { errstr?: string; message?: string }
    stopped = { since: now(), reason: errstr ?? message ?? 'unknown error' }
    console.error(`analytics: counting stopped, the store at ${path} failed: ${stopped.reason}`)
    tally.take()
  }

  /** Writes the tally, and at a new day deletes what the day before leaves behind. */
  let lastWritten: Day | undefined
  function flush() {
    const today = jakartaDay(now())
    if (!store || stopped || (tally.size === 0 && lastWritten === today)) return
    try {
      store.write(tally.take(), today)
      lastWritten = today
    } catch (error) {
      stop(error)
    }
  }

  try {
    store = open(path)
    flush()
  } catch (error) {
    stop(error)
  }
  const timer = setInterval(flush, FLUSH_INTERVAL_MS)
  timer.unref()

  function saltOf(day: Day): Buffer {
    if (salt?.day !== day) salt = { day, salt: store!.saltOf(day) }
    return salt.salt
  }

  function readable(): AnalyticsStore {
    flush()
    if (!store) throw new Error('no store')
    return store
  }

  const count = (visit: Visit, page: string, event: string, detail = '', source = NO_SOURCE) =>
    tally.count({ day: visit.day, page, event, detail, ...source, device: visit.device })

  return {
    /**
     * The visit a request belongs to, or undefined when it is not counted: a bot (isbot), a browser
     * asking for privacy (Sec-GPC: 1), or a stopped store.
     */
    visitOf(req: Request): Visit | undefined {
      const userAgent = req.headers['user-agent'] ?? ''
      if (!store || stopped || req.headers['sec-gpc'] === '1' || userAgent === '' || isbot(userAgent)) return undefined
      const day = jakartaDay(now())
      try {
        const traits = { prefix: addressPrefix(req.ip), userAgent, host: req.headers.host ?? '' }
        return { day, device: deviceClass(userAgent), visitor: visitorHash(saltOf(day), traits) }
      } catch (error) {
        stop(error)
        return undefined
      }
    },

    count,

    pageView(visit: Visit, page: string, source?: Source) {
      count(visit, page, 'pageview', '', source)
      tally.visitor(visit.day, visit.visitor)
    },

    /** A submit refused: once, and once for each field that failed (by its name, never its value). */
    refused(visit: Visit, page: string, fields: readonly string[], detail = '') {
      count(visit, page, 'form-refused', detail)
      for (const field of new Set(fields)) count(visit, page, 'field-refused', field)
    },

    speed(visit: Visit, page: string, metric: Vital, value: number) {
      tally.speed({ day: visit.day, page, device: visit.device, metric, bucket: bucketOf(metric, value) })
    },

    stopped: (): Stopped | undefined => stopped,

    /**
     * What the dashboard reads of a range and the range before, this process's tally written first;
     * throws when the store cannot be read.
     */
    read({ from, to, previous }: { from: Day; to: Day; previous: { from: Day; to: Day } }) {
      const reading = readable()
      return {
        sums: reading.sums(from, to),
        previousSums: reading.sums(previous.from, previous.to),
        pageviewsByDay: reading.pageviewsByDay(from, to),
        speed: reading.speed(from, to),
        visitors: reading.visitors(previous.from, to),
      }
    },

    /** Every stored row of a range, day by day, and its visitors (the CSV). */
    rows(from: Day, to: Day) {
      const reading = readable()
      return { counts: reading.counts(from, to), visitors: reading.visitors(from, to) }
    },

    /** At exit: the last tally written, the store closed. */
    close() {
      clearInterval(timer)
      flush()
      try {
        store?.close()
      } catch {
        // Closing a store that failed: nothing more to lose.
      }
      store = undefined
    },
  }
}
