import type { IncomingMessage } from 'node:http'
import type { Vital } from '../../shared/analytics/events'
import { jakartaDay, type Day } from '../../shared/analytics/jakarta-day'
import { classifyRequest, type Visit } from './classify-request'
import type { Batch } from './figures'
import { DAY_CLOSES_AFTER_MS, FLUSH_INTERVAL_MS, REOPEN_AFTER_MS } from './policy'
import { bucketOf } from './speed-histogram'
import { isBusy, openStore, type AnalyticsStore } from './store'
import { createTally } from './tally'

/** Why counting stopped, and since when: the store failed, and is being opened again. */
export interface Stopped {
  since: Date
  reason: string
}

interface CounterOptions {
  /** ANALYTICS_DB. */
  path: string
  now: () => Date
  /** Test seam: how the store is opened. */
  open?: (path: string) => AnalyticsStore
  log?: (line: string) => void
}

export type Counter = ReturnType<typeof startCounter>

const reasonOf = (error: unknown) => {
  const { errstr, message } = (error ?? {}) as { errstr?: string; message?: string }
  return errstr ?? message ?? 'unknown error'
}

/**
 * Counting in one process: a visit's counts go to a tally in memory, written to the store every 10 s
 * and as the process exits. Nothing here throws to a request, whatever the store does:
 * - locked by another writer: what could not be written waits for the next flush, counting goes on;
 * - failed (missing, read-only, full, corrupt): counting stops with one line in the log, what was
 *   counted is kept, the store is opened again every 30 s until a write succeeds; then counting
 *   resumes, and the stop is recorded for the dashboard.
 * A day closes DAY_CLOSES_AFTER_MS after its midnight (WIB): its salt and hashes leave the store.
 */
export function startCounter({ path, now, open = openStore, log = console.error }: CounterOptions) {
  const tally = createTally()
  let store: AnalyticsStore | undefined
  let stopped: Stopped | undefined
  const salts = new Map<Day, Buffer>()
  /** The first open day: up to it, the store has been closed and checkpointed. */
  let closedBefore: Day | undefined
  /** The batch being written now, which a process that exits meanwhile writes at once. */
  let inFlight: Batch | undefined
  let flushing: Promise<void> | undefined

  function fail(error: unknown) {
    if (!stopped) {
      stopped = { since: now(), reason: reasonOf(error) }
      log(`analytics: counting stopped, the store at ${path} failed: ${stopped.reason}`)
    }
    try {
      store?.close()
    } catch {
      // A store that failed may fail to close: it is opened anew all the same.
    }
    store = undefined
  }

  async function writeOnce(): Promise<void> {
    try {
      const current = (store ??= open(path))
      const batch = (inFlight = tally.take())
      try {
        await current.write(batch)
      } finally {
        inFlight = undefined
        tally.restore(batch) // what was not written: `write` leaves only that in the batch
      }
      const firstOpen = jakartaDay(now().getTime() - DAY_CLOSES_AFTER_MS)
      if (closedBefore !== firstOpen && (await current.closeDaysBefore(firstOpen))) closedBefore = firstOpen
      for (const day of salts.keys()) if (day < firstOpen) salts.delete(day)
      if (stopped) {
        await current.recordGap({ since: stopped.since, until: now() })
        log(`analytics: counting resumed, it had stopped at ${stopped.since.toISOString()}`)
        stopped = undefined
      }
    } catch (error) {
      if (!isBusy(error)) fail(error)
    }
  }
  /** Writes what was counted until now, after the write under way, if any; never throws. */
  async function flush(): Promise<void> {
    while (flushing) await flushing
    flushing = writeOnce().finally(() => (flushing = undefined))
    return flushing
  }

  const timers = [
    setInterval(() => void (!stopped && flush()), FLUSH_INTERVAL_MS),
    setInterval(() => void (stopped && flush()), REOPEN_AFTER_MS),
  ]
  for (const timer of timers) timer.unref()
  void flush()

  /** The day's salt, or none while counting is stopped or the store busy (that request is not counted). */
  function saltOf(day: Day): Buffer | undefined {
    if (!store || stopped) return undefined
    try {
      if (!salts.has(day)) salts.set(day, store.saltOf(day))
      return salts.get(day)
    } catch (error) {
      if (!isBusy(error)) fail(error)
      return undefined
    }
  }

  const event = (visit: Visit, page: string, name: string, detail = '') =>
    tally.count('events', { day: visit.day, page, event: name, detail, device: visit.device })

  return {
    /** The visit a request belongs to (classify-request.ts), or undefined, also while counting is stopped. */
    visitOf: (req: IncomingMessage & { ip?: string | undefined }): Visit | undefined =>
      classifyRequest(req, now(), saltOf),
    event,
    /** A page shown: a page view, one of the day's visitors, and its campaign (source.ts), if any. */
    pageView(visit: Visit, page: string, campaign = '') {
      event(visit, page, 'pageview')
      tally.visitor(visit.day, visit.visitor)
      if (campaign) tally.source(visit.day, 'campaign', campaign)
    },
    /** The site that sent a visitor, told by the page's script (which the page's image cannot know). */
    referral: (visit: Visit, site: string) => tally.source(visit.day, 'referrer', site),
    /** A submit refused: once, and once for each field that failed (by its name, never its value). */
    refused(visit: Visit, page: string, fields: readonly string[], detail = '') {
      event(visit, page, 'form-refused', detail)
      for (const field of new Set(fields)) event(visit, page, 'field-refused', field)
    },
    speed: (visit: Visit, page: string, metric: Vital, value: number) =>
      tally.count('speed', { day: visit.day, page, device: visit.device, metric, bucket: bucketOf(metric, value) }),

    stopped: (): Stopped | undefined => stopped,
    flush,
    /** Resolves once no write is under way. */
    idle: async (): Promise<void> => void (await flushing),
    /** The store to read from, this process's tally written to it first, or undefined when it cannot be read. */
    async reading(): Promise<AnalyticsStore | undefined> {
      await flush()
      return stopped ? undefined : store
    },

    /** As the process exits (synchronously, nothing else runs any more): what was counted written, the store closed. */
    close() {
      for (const timer of timers) clearInterval(timer)
      try {
        store ??= open(path)
        for (const batch of [inFlight, tally.take()]) if (batch) store.writeAtExit(batch)
        store.close()
      } catch (error) {
        log(`analytics: the last counts could not be written to ${path}: ${reasonOf(error)}`)
      }
      store = undefined
    },
  }
}
