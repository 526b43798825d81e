/**
 * Steady load through Caddy while something happens to the containers: autocannon on loopback,
 * 10 connections, 100 requests a second, in runs of 2 s for as long as the action lasts, plus 1 s
 * after it. Beside it, as visitors' pages send them, page-view beacons (counting.ts): 5 connections,
 * 50 a second. Each run has a fixed number of requests and ends when all of them are settled, so a
 * request that was not answered with a whole page (a form's post: a 303 to the chat or the rate
 * limit's 429) counts as failed, whatever happened to it. A beacon is accepted (204), or refused by
 * Caddy's 503 page when the container it met went away under it (Caddy never sends a POST again, and
 * 2.6.2 cannot: its body is spent); anything else fails it. A request's latency is autocannon's
 * (time to the whole answer).
 */
import autocannon from 'autocannon'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PAGES } from '../../server/pages/site-pages'
import { beaconRequest, beaconsAccepted, currentPhase } from './counting'
import { expect } from './project'

const CONNECTIONS = 10
const RATE = 100
const BEACON_CONNECTIONS = 5
const BEACON_RATE = 50
const CHUNK_SECONDS = 2
const TAIL_SECONDS = 1

/** A GET of a path, or a form's post. */
type LoadRequest = string | { method: 'POST'; path: string; body: string }

/** What answers a request well: a page (200), and to a form's post the chat (303) or the rate limit (429). */
const answeredWell = (requests: LoadRequest[]) =>
  requests.some((request) => typeof request !== 'string') ? ['200', '303', '429'] : ['200']

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * Caddy 2.6.2 (Go 1.19), the deploy test's stand-in, can cut short the answer to a post: the app
 * answers once the body's last byte has arrived; Caddy's own sending of that body still has to read
 * past its end, and when its goroutine is starved (an image build beside it) Go's server, writing
 * the answer's headers, closes the visitor's body first. The read fails, Go closes the connection
 * to the app and the answer stops after its first read ("reading from backend: use of closed
 * network connection"). Seen about once per 400 error pages answered to posts during an update
 * (docs/decisions/overload.md). Counted apart under that Caddy, never a page's answer.
 */
const CUTS_POST_ANSWERS = /^v?2\.6\./
let postAnswersMayBeCut = false
/** What test-deploy learnt of the running Caddy: whether it is the one that cuts answers to posts. */
export function caddyRuns(version: string): void {
  postAnswersMayBeCut = CUTS_POST_ANSWERS.test(version)
}

/**
 * The pages' titles, as React writes them: an HTML answer with another title is an error page
 * answering a post (the rate limit's 429).
 */
const PAGE_TITLES = PAGES.map((page) => renderToStaticMarkup(createElement('title', null, page.meta.title)))

/** HTML answers cut short (not ending with </html>): pages, and error pages answering posts. */
interface Cuts {
  pages: number
  postAnswers: number
}

/** `count` requests from `requests` at `rate` a second over `connections`, every one settled. */
function send(requests: autocannon.Request[], connections: number, rate: number, count: number, cuts: Cuts) {
  // Without a callback, autocannon's instance is also the promise of its result (its types name one or the other).
  return autocannon({
    url: 'https://localhost/',
    requests,
    connections,
    amount: count,
    overallRate: rate,
    timeout: 10,
    // An HTML page is whole when it ends with </html>; other bodies (empty 502s) are judged by status.
    verifyBody: (body?: string | Buffer) => {
      const text = String(body ?? '')
      if (!text.startsWith('<!DOCTYPE html>') || text.trimEnd().endsWith('</html>')) return true
      if (PAGE_TITLES.some((title) => text.includes(title))) cuts.pages += 1
      else cuts.postAnswers += 1
      return false
    },
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>
}

/** Counts of answers by status and of errors by code, as an instance reports them. */
function tally(instance: autocannon.Instance, statuses: Record<string, number>, errors: Record<string, number>) {
  instance.on('response', (_client, status) => void (statuses[status] = (statuses[status] ?? 0) + 1))
  instance.on('reqError', (error) => {
    const code = error.code ?? error.message
    errors[code] = (errors[code] ?? 0) + 1
  })
}

/**
 * Runs `action` under load (`requests` in turn, the page alone unless said) and reports both. A
 * burst with no answer at all (Caddy stopped) ends the load early.
 */
export async function loadWhile<T>(action: () => Promise<T>, requests: LoadRequest[] = ['/']) {
  const well = answeredWell(requests)
  const phase = currentPhase()
  const list = requests.map((request) =>
    typeof request === 'string' ? { path: request } : { ...request, headers: FORM_HEADERS },
  )
  const beacon = beaconRequest()
  const started = Date.now()
  const latencies: number[] = []
  /** Answers by status, and connection errors and timeouts by code (attempts: autocannon reconnects at once). */
  const statuses: Record<string, number> = {}
  const errors: Record<string, number> = {}
  const beacons = { sent: 0, statuses: {} as Record<string, number>, errors: {} as Record<string, number> }
  /** When each answer that took over a second was sent (ms since the epoch), and how long it took. */
  const slow: { sentAt: number; ms: number }[] = []
  let sent = 0
  const cuts: Cuts = { pages: 0, postAnswers: 0 }

  /** `seconds` of requests at RATE and of beacons at BEACON_RATE, all settled; how many requests were answered. */
  const burst = async (seconds: number) => {
    let answered = 0
    const pages = send(list, CONNECTIONS, RATE, RATE * seconds, cuts)
    tally(pages, statuses, errors)
    pages.on('response', (_client, status, _bytes, ms) => {
      answered += 1
      if (well.includes(String(status))) latencies.push(ms)
      if (ms > 1000) slow.push({ sentAt: Date.now() - ms, ms })
    })
    const beaconing = send([beacon], BEACON_CONNECTIONS, BEACON_RATE, BEACON_RATE * seconds, cuts)
    tally(beaconing, beacons.statuses, beacons.errors)
    await Promise.all([pages, beaconing])
    sent += RATE * seconds
    beacons.sent += BEACON_RATE * seconds
    return answered
  }

  let settled = false
  const pending = action()
  pending.finally(() => (settled = true)).catch(() => {})
  let answered = 1
  while (!settled && answered > 0) answered = await burst(CHUNK_SECONDS)
  if (answered > 0) await burst(TAIL_SECONDS)
  const result = await pending
  const { 204: accepted = 0, 503: refused = 0 } = beacons.statuses
  beaconsAccepted(phase, accepted)

  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(latencies[Math.ceil((p / 100) * latencies.length) - 1] ?? Number.NaN)
  const whole = well.reduce((sum, status) => sum + (statuses[status] ?? 0), 0)
  const others = Object.fromEntries(Object.entries(statuses).filter(([status]) => status !== '200'))
  const seconds = Math.round((Date.now() - started) / 100) / 10
  // Failed: not answered as above (refused, reset, timed out, another status, cut; see CUTS_POST_ANSWERS).
  const cut = cuts.pages + (postAnswersMayBeCut ? 0 : cuts.postAnswers)
  const postAnswersCut = postAnswersMayBeCut ? cuts.postAnswers : 0
  const load = {
    requests: sent,
    statuses: others,
    errors,
    cut,
    postAnswersCut,
    failed: sent - whole + cut,
    seconds,
    slow,
  }
  const beaconReport = { ...beacons, accepted, refused, failed: beacons.sent - accepted - refused }
  return {
    result,
    load: { ...load, p50: percentile(50), p99: percentile(99), max: percentile(100), beacons: beaconReport },
  }
}

/** loadWhile, then the check that every request was answered with a whole page; `when` says during what. */
export async function underLoad<T>(when: string, action: () => Promise<T>, requests?: LoadRequest[]) {
  const { result, load } = await loadWhile(action, requests)
  expect(load.failed === 0, `${load.failed} requests failed ${when}: ${describeFailures(load)}`)
  const { beacons } = load
  expect(beacons.failed === 0, `${beacons.failed} beacons failed ${when}: ${JSON.stringify(beacons)}`)
  return { result, load }
}

type LoadReport = Awaited<ReturnType<typeof loadWhile>>['load']

/** How long an update may keep any request waiting: a container that goes away is tried past at once. */
const UPDATE_SLOWEST_MS = 1000

/** The check every update makes of its load: no request waited UPDATE_SLOWEST_MS or more. */
export function expectNoLongWait(load: LoadReport, when: string): void {
  const waits = JSON.stringify(
    load.slow.map(({ sentAt, ms }) => `${new Date(sentAt).toISOString()} ${Math.round(ms)} ms`),
  )
  expect(load.max < UPDATE_SLOWEST_MS, `a request waited ${load.max} ms ${when}: ${waits}`)
}

export const describeLoad = (load: LoadReport) =>
  `${load.requests} requests in ${load.seconds} s, ${load.failed} failed, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
  `max ${load.max} ms; ${load.beacons.sent} beacons, ${load.beacons.accepted} accepted` +
  (load.beacons.refused > 0
    ? `, ${load.beacons.refused} refused by Caddy (503: the container they met went away)`
    : '') +
  (load.postAnswersCut > 0 ? `; ${load.postAnswersCut} error page answering a post cut short by Caddy 2.6 (known)` : '')

export const describeFailures = ({ statuses, errors, cut }: LoadReport) => JSON.stringify({ statuses, errors, cut })
