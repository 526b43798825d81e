/**
 * The visitors of a flood, in a process of their own outside the containers, so outside the
 * CPU weights flood.ts gives the busy processes (visitors' phones are other machines): autocannon over TLS,
 * every connection sending its next request once the last is settled. Each request ends in exactly
 * one of: an answer (by status; a 503 noted with or without Retry-After), a timeout, or dropped (its
 * connection reset or closed before an answer; autocannon then reconnects and sends the next one).
 * Prints one JSON line with the counts.
 */
import autocannon from 'autocannon'
import type { EventEmitter } from 'node:events'

const [url, connections, seconds, timeoutSeconds, paths] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
]

const answered: Record<string, number> = {}
const errors: Record<string, number> = {}
let sent = 0
let timeouts = 0
let dropped = 0
let unavailableWithRetryAfter = 0
/** Bodies of 503s, by their first line of text: what a visitor reads. */
const unavailableBodies = new Set<string>()
const latencies: number[] = []

const instance = autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: Number(timeoutSeconds),
  requests: JSON.parse(paths).map((path: string) => ({ path })),
  setupClient(client: EventEmitter) {
    let outstanding = 0
    let status = 0
    let body = ''
    client.on('request', () => {
      sent += 1
      // autocannon sends the next request on a new connection when the last one was reset or closed
      // unanswered: that one is dropped.
      if (outstanding > 0) dropped += 1
      outstanding = 1
    })
    client.on('headers', ({ statusCode, headers }: { statusCode: number; headers: string[] }) => {
      status = statusCode
      body = ''
      if (statusCode !== 503) return
      const names = headers.filter((_value, index) => index % 2 === 0).map((name) => name.toLowerCase())
      if (names.includes('retry-after')) unavailableWithRetryAfter += 1
    })
    client.on('body', (chunk: Buffer) => {
      if (status === 503 && body.length < 4096) body += chunk.toString('utf8')
    })
    client.on('response', (statusCode: number, _bytes: number, ms: number) => {
      outstanding = 0
      answered[statusCode] = (answered[statusCode] ?? 0) + 1
      latencies.push(ms)
      if (statusCode === 503) unavailableBodies.add(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? body.slice(0, 80))
    })
    // On a timeout autocannon reconnects and sends the next request first, then says so: the request
    // counted as dropped above had timed out.
    client.on('timeout', () => {
      timeouts += 1
      dropped -= 1
    })
    client.on('connError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      errors[code] = (errors[code] ?? 0) + 1
    })
  },
} as autocannon.Options) as unknown as PromiseLike<autocannon.Result>

await instance
latencies.sort((a, b) => a - b)
const percentile = (p: number) => Math.round(latencies[Math.ceil((p / 100) * latencies.length) - 1] ?? Number.NaN)
const counts = {
  sent,
  answered,
  timeouts,
  dropped,
  errors,
  unavailableWithRetryAfter,
  unavailableBodies: [...unavailableBodies],
  p50: percentile(50),
  p99: percentile(99),
  max: percentile(100),
}
// Exits once the line is out: stdout to a pipe is asynchronous.
process.stdout.write(`${JSON.stringify(counts)}\n`, () => process.exit())
