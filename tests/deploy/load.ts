/**
 * Steady load through Caddy while something happens to the containers: autocannon on loopback,
 * 10 connections, 100 requests a second, in runs of 2 s for as long as the action lasts, plus 1 s
 * after it. Each run has a fixed number of requests and ends when all of them are settled, so a
 * request that was not answered with a whole page counts as failed, whatever happened to it. A
 * request's latency is autocannon's (time to the whole answer).
 */
import autocannon from 'autocannon'

const CONNECTIONS = 10
const RATE = 100
const CHUNK_SECONDS = 2
const TAIL_SECONDS = 1

export interface LoadReport {
  requests: number
  ok: number
  /** Answers other than 200, by status. */
  statuses: Record<string, number>
  /** Connection errors and timeouts, by code (attempts: autocannon reconnects at once). */
  errors: Record<string, number>
  /** 200 answers whose HTML did not end with </html>. */
  cut: number
  /** Requests not answered with a whole page: refused, reset, timed out, other statuses, cut. */
  failed: number
  p50: number
  p99: number
  max: number
  seconds: number
  /** When each answer that took over a second was sent (ms since the epoch), and how long it took. */
  slow: { sentAt: number; ms: number }[]
}

interface Tally {
  requests: number
  latencies: number[]
  statuses: Record<string, number>
  errors: Record<string, number>
  cut: number
  slow: LoadReport['slow']
}

/** An HTML page is whole when it ends with </html>; other bodies (empty 502s) are judged by status. */
function wholeBody(body: string | Buffer | undefined): boolean {
  const text = String(body ?? '')
  return !text.startsWith('<!DOCTYPE html>') || text.trimEnd().endsWith('</html>')
}

async function burst(url: string, paths: string[], seconds: number, tally: Tally): Promise<number> {
  const amount = RATE * seconds
  let answered = 0
  // Without a callback, autocannon's instance is also the promise of its result (its types name one or the other).
  const instance = autocannon({
    url,
    requests: paths.map((path) => ({ path })),
    connections: CONNECTIONS,
    amount,
    overallRate: RATE,
    timeout: 10,
    verifyBody: wholeBody,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>
  instance.on('response', (_client, status, _bytes, ms) => {
    answered += 1
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
    if (status === 200) tally.latencies.push(ms)
    if (ms > 1000) tally.slow.push({ sentAt: Date.now() - ms, ms })
  })
  instance.on('reqError', (error) => {
    const code = error.code ?? error.message
    tally.errors[code] = (tally.errors[code] ?? 0) + 1
  })
  const result = await instance
  tally.requests += amount
  tally.cut += result.mismatches
  return answered
}

/**
 * Runs `action` under load and reports both: requests for `paths` in turn (the page alone unless
 * said). A burst with no answer at all (Caddy stopped) ends the load early rather than spinning on
 * refused connections.
 */
export async function loadWhile<T>(
  url: string,
  action: () => Promise<T>,
  paths = [new URL(url).pathname],
): Promise<{ result: T; load: LoadReport }> {
  const tally: Tally = { requests: 0, latencies: [], statuses: {}, errors: {}, cut: 0, slow: [] }
  const started = Date.now()
  let settled = false
  const pending = action().finally(() => {
    settled = true
  })
  pending.catch(() => {})
  let answered = 1
  while (!settled && answered > 0) answered = await burst(url, paths, CHUNK_SECONDS, tally)
  if (answered > 0) await burst(url, paths, TAIL_SECONDS, tally)
  const result = await pending
  return { result, load: report(tally, (Date.now() - started) / 1000) }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function report(tally: Tally, seconds: number): LoadReport {
  const sorted = [...tally.latencies].sort((a, b) => a - b)
  const ok = tally.statuses['200'] ?? 0
  const statuses = Object.fromEntries(Object.entries(tally.statuses).filter(([status]) => status !== '200'))
  return {
    requests: tally.requests,
    ok: ok - tally.cut,
    statuses,
    errors: tally.errors,
    cut: tally.cut,
    failed: tally.requests - ok + tally.cut,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
    seconds: Math.round(seconds * 10) / 10,
    slow: tally.slow,
  }
}
