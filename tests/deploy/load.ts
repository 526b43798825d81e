/**
 * Steady load through Caddy while something happens to the containers: autocannon on loopback,
 * 10 connections, 100 requests a second, in runs of 2 s for as long as the action lasts, plus 1 s
 * after it. Each run has a fixed number of requests and ends when all of them are settled, so a
 * request that was not answered with a whole page counts as failed, whatever happened to it. A
 * request's latency is autocannon's (time to the whole answer).
 */
import autocannon from 'autocannon'
import { expect } from './project'

const CONNECTIONS = 10
const RATE = 100
const CHUNK_SECONDS = 2
const TAIL_SECONDS = 1

/**
 * Runs `action` under load (requests for `paths` in turn, the page alone unless said) and reports
 * both. A burst with no answer at all (Caddy stopped) ends the load early.
 */
export async function loadWhile<T>(action: () => Promise<T>, paths = ['/']) {
  const started = Date.now()
  const latencies: number[] = []
  /** Answers other than 200 (once 200 is taken out), by status. */
  const statuses: Record<string, number> = {}
  /** Connection errors and timeouts, by code (attempts: autocannon reconnects at once). */
  const errors: Record<string, number> = {}
  /** When each answer that took over a second was sent (ms since the epoch), and how long it took. */
  const slow: { sentAt: number; ms: number }[] = []
  let requests = 0
  /** 200 answers whose HTML did not end with </html>. */
  let cut = 0

  /** `seconds` of requests at RATE, all settled; how many were answered. */
  const burst = async (seconds: number) => {
    let answered = 0
    // Without a callback, autocannon's instance is also the promise of its result (its types name one or the other).
    const instance = autocannon({
      url: 'https://localhost/',
      requests: paths.map((path) => ({ path })),
      connections: CONNECTIONS,
      amount: RATE * seconds,
      overallRate: RATE,
      timeout: 10,
      // An HTML page is whole when it ends with </html>; other bodies (empty 502s) are judged by status.
      verifyBody: (body?: string | Buffer) =>
        !String(body ?? '').startsWith('<!DOCTYPE html>') || String(body).trimEnd().endsWith('</html>'),
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>
    instance.on('response', (_client, status, _bytes, ms) => {
      answered += 1
      statuses[status] = (statuses[status] ?? 0) + 1
      if (status === 200) latencies.push(ms)
      if (ms > 1000) slow.push({ sentAt: Date.now() - ms, ms })
    })
    instance.on('reqError', (error) => {
      const code = error.code ?? error.message
      errors[code] = (errors[code] ?? 0) + 1
    })
    cut += (await instance).mismatches
    requests += RATE * seconds
    return answered
  }

  let settled = false
  const pending = action()
  pending.finally(() => (settled = true)).catch(() => {})
  let answered = 1
  while (!settled && answered > 0) answered = await burst(CHUNK_SECONDS)
  if (answered > 0) await burst(TAIL_SECONDS)
  const result = await pending

  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(latencies[Math.ceil((p / 100) * latencies.length) - 1] ?? Number.NaN)
  const { 200: whole = 0, ...others } = statuses
  const seconds = Math.round((Date.now() - started) / 100) / 10
  // Failed: not answered with a whole page (refused, reset, timed out, another status, cut).
  const load = { requests, statuses: others, errors, cut, failed: requests - whole + cut, seconds, slow }
  return { result, load: { ...load, p50: percentile(50), p99: percentile(99), max: percentile(100) } }
}

/** loadWhile, then the check that every request was answered with a whole page; `when` says during what. */
export async function underLoad<T>(when: string, action: () => Promise<T>, paths?: string[]) {
  const { result, load } = await loadWhile(action, paths)
  expect(load.failed === 0, `${load.failed} requests failed ${when}: ${describeFailures(load)}`)
  return { result, load }
}

type LoadReport = Awaited<ReturnType<typeof loadWhile>>['load']

export const describeLoad = (load: LoadReport) =>
  `${load.requests} requests in ${load.seconds} s, ${load.failed} failed, p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms`

export const describeFailures = ({ statuses, errors, cut }: LoadReport) => JSON.stringify({ statuses, errors, cut })
