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

/** Where a page view came from: another site, and the landing URL's campaign. */
export interface Source {
  site: string
  campaign: { source: string; medium: string; name: string }
}

interface CounterOptions {
  /** ANALYTICS_DB. */
  path: string
  now: () => Date
  /** Test seam: how the store is opened. */
  open?: (path: string) => AnalyticsStore
  /** Where its lines go (console.error in production). */
  log?: (line: string) => void
}

export type Counter = ReturnType<typeof startCounter>

/**
 * Counting in one process: what a visit counts goes to a tally in memory, written to the store every
 * 10 s and when the process stops. Whatever the store does, nothing here throws to a request:
 * - locked by another writer: the batch waits for the next flush, counting goes on;
 * - failed (missing, read-only, full, corrupt): counting stops with one line in the log, what was
 *   counted is kept, and the store is opened again every 30 s until a write succeeds; then counting
 *   resumes, and the time it was stopped is recorded for the dashboard.
 * The day after a day ends (Asia/Jakarta), at DAY_CLOSES_AFTER_MS past midnight, its salt and
 * visitor hashes are deleted from the store and its WAL file, and forgotten here.
 */
export function startCounter({ path, now, open = openStore, log = console.error }: CounterOptions) {
  const tally = createTally()
  let store: AnalyticsStore | undefined
  let stopped: Stopped | undefined
  const salts = new Map<Day, Buffer>()
  /** The first open day, up to which the store has been closed and checkpointed. */
  let closedBefore: Day | undefined
  let flushing: Promise<void> | undefined

  function fail(error: unknown) {
    const { errstr, message } = (error ?? {}) as { errstr?: string; message?: string }
    if (!stopped) {
      stopped = { since: now(), reason: errstr ?? message ?? 'unknown error' }
      log(`analytics: counting stopped, the store at ${path} failed: ${stopped.reason}`)
    }
    try {
      store?.close()
    } catch {
      // A store that failed may fail to close: it is opened anew all the same.
    }
    store = undefined
  }

  /** The batch being written now, which a process that exits meanwhile writes at once. */
  let inFlight: Batch | undefined
  async function writeTally(current: AnalyticsStore) {
    const batch = (inFlight = tally.take())
    try {
      await current.write(batch)
    } finally {
      inFlight = undefined
      tally.restore(batch) // what was not written: `write` leaves only that in the batch
    }
    const open = jakartaDay(now().getTime() - DAY_CLOSES_AFTER_MS)
    if (closedBefore !== open && (await current.closeDaysBefore(open))) closedBefore = open
    for (const day of salts.keys()) if (day < open) salts.delete(day)
    if (stopped) {
      await current.recordGap({ since: stopped.since, until: now() })
      log(`analytics: counting resumed, it had stopped at ${stopped.since.toISOString()}`)
      stopped = undefined
    }
  }

  /** Writes the tally (the store opened again first, after a failure); never throws. */
  async function writeOnce(): Promise<void> {
    try {
      store ??= open(path)
      await writeTally(store)
    } catch (error) {
      if (!isBusy(error)) fail(error)
    }
  }
  /** Writes what was counted until now, after the write under way, if any. */
  async function flush(): Promise<void> {
    while (flushing) await flushing
    flushing = writeOnce().finally(() => (flushing = undefined))
    return flushing
  }

  const reopen = setInterval(() => void (stopped && flush()), REOPEN_AFTER_MS)
  const timer = setInterval(() => void (!stopped && flush()), FLUSH_INTERVAL_MS)
  for (const interval of [reopen, timer]) interval.unref()
  void flush()

  function saltOf(day: Day): Buffer | undefined {
    if (!store || stopped) return undefined
    try {
      let salt = salts.get(day)
      if (!salt) salts.set(day, (salt = store.saltOf(day)))
      return salt
    } catch (error) {
      if (!isBusy(error)) fail(error) // busy: this request goes uncounted, the next asks again
      return undefined
    }
  }

  const event = (visit: Visit, page: string, name: string, detail = '') =>
    tally.event({ day: visit.day, page, event: name, detail, device: visit.device })

  return {
    /** The visit a request belongs to (classify-request.ts), or undefined, also while counting is stopped. */
    visitOf: (req: IncomingMessage & { ip?: string | undefined }): Visit | undefined =>
      classifyRequest(req, now(), saltOf),

    event,

    /** A page shown: a page view, one of the day's visitors, and where they came from. */
    pageView(visit: Visit, page: string, source: Partial<Source> = {}) {
      event(visit, page, 'pageview')
      tally.visitor(visit.day, visit.visitor)
      if (source.site) tally.referrer({ day: visit.day, site: source.site })
      const { campaign } = source
      if (campaign && (campaign.source || campaign.medium || campaign.name))
        tally.campaign({ day: visit.day, ...campaign })
    },

    /** The site that sent a visitor, told by the page's script (which the page's image cannot know). */
    referral: (visit: Visit, site: string) => tally.referrer({ day: visit.day, site }),

    /** A submit refused: once, and once for each field that failed (by its name, never its value). */
    refused(visit: Visit, page: string, fields: readonly string[], detail = '') {
      event(visit, page, 'form-refused', detail)
      for (const field of new Set(fields)) event(visit, page, 'field-refused', field)
    },

    speed(visit: Visit, page: string, metric: Vital, value: number) {
      tally.speed({ day: visit.day, page, device: visit.device, metric, bucket: bucketOf(metric, value) })
    },

    stopped: (): Stopped | undefined => stopped,

    /** Writes what was counted until now; never throws. */
    flush,
    /** Resolves once no write is under way. */
    idle: async (): Promise<void> => {
      await flushing
    },

    /** The store to read from, this process's tally written to it first, or undefined when it cannot be read. */
    async reading(): Promise<AnalyticsStore | undefined> {
      await flush()
      return stopped ? undefined : store
    },

    /** As the process exits (synchronously, nothing else runs any more): what was counted written, the store closed. */
    close() {
      clearInterval(timer)
      clearInterval(reopen)
      try {
        store ??= open(path)
        for (const batch of [inFlight, tally.take()]) if (batch) store.writeAtExit(batch)
        store.close()
      } catch (error) {
        const { errstr, message } = (error ?? {}) as { errstr?: string; message?: string }
        log(`analytics: the last counts could not be written to ${path}: ${errstr ?? message ?? 'unknown error'}`)
      }
      store = undefined
    },
  }
}
