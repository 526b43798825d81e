/**
 * Floods through Caddy to the three containers: 400 connections over TLS (tests/deploy/flood-client.ts,
 * its own process), for 60 s with nothing else running, then for 30 s on a starved machine, as on a
 * small VPS with noisy neighbours: four busy processes in a container with eight times an app
 * container's CPU weight. In both no container may restart, every request must end in a page or in
 * Caddy's 503 with Retry-After (none reset, none unanswered after 10 s), and within 10 s of the end
 * the site answers as before. The first must answer every request with a page, 99 % of them within
 * 1.5 s (docs/decisions/overload.md).
 */
import { unavailablePage } from '../support/caddyfile'
import { PAGE_PATHS } from '../support/page-paths'
import { run } from './engine'
import { loadWhile } from './load'
import { expect, ok, PROJECT_NAME, type Project } from './project'

const FLOOD = { connections: 400, timeoutSeconds: 10 }
/** Each flood: how long, how many busy processes beside it, and the p99 its pages must keep to, if any. */
const FLOODS = {
  flood: { seconds: 60, busyProcesses: 0, p99WithinMs: 1500 },
  starvedFlood: { seconds: 30, busyProcesses: 4, p99WithinMs: undefined },
}
/** The busy processes' CPU weight, against a container's default of 1024. */
const BUSY_CPU_SHARES = 8192
export const BUSY_CONTAINER = `${PROJECT_NAME}-busy`
const RECOVERED_WITHIN_SECONDS = 10
const CLIENT = new URL('./flood-client.ts', import.meta.url).pathname

interface FloodResult {
  sent: number
  answered: Record<string, number>
  timeouts: number
  dropped: number
  errors: Record<string, number>
  unavailableWithRetryAfter: number
  unavailableBodies: string[]
  p50: number
  p99: number
  max: number
}

/** Each container's restart count and start time, by id: what changes when the engine restarts one. */
async function lives(project: Project): Promise<Map<string, string>> {
  const ids = [...(await project.ids('app')), ...(await project.ids('caddy'))]
  const states = await Promise.all(ids.map((id) => project.inspect(id, '{{.RestartCount}} {{.State.StartedAt}}')))
  return new Map(ids.map((id, i) => [id, states[i]!]))
}

/** Seconds from now until a second of the usual load (100 requests/s) is all whole pages, p99 under a second. */
async function secondsUntilNormal(): Promise<number> {
  const started = Date.now()
  for (;;) {
    const burstAt = Date.now()
    const { load } = await loadWhile(async () => {})
    if (load.failed === 0 && load.p99 < 1000) return (burstAt - started) / 1000
    if (Date.now() - started > 60_000) throw new Error(`not back to normal within 60 s: ${JSON.stringify(load)}`)
  }
}

/**
 * What Caddy logged from `since` on (its errors: a request it could not send on, a connection cut),
 * counted by message and error with addresses and numbers taken out: where resets and waits came from.
 */
async function caddyErrors(project: Project, since: number): Promise<Record<string, number>> {
  const [caddy] = await project.ids('caddy')
  const counts: Record<string, number> = {}
  for (const { at, line } of await project.timedLogs(caddy!)) {
    if (at < since || !line.startsWith('{')) continue
    let entry: { level?: string; msg?: string; error?: string }
    try {
      entry = JSON.parse(line) as typeof entry
    } catch {
      entry = { level: 'unreadable', msg: 'a line the engine split' } // podman cuts long log lines in parts
    }
    const { level, msg, error } = entry
    if (level === 'info' || level === 'debug') continue
    const key = `${level}: ${msg}${error ? `: ${error}` : ''}`.replace(/[\d.:]+:\d+/g, '<address>').replace(/\d+/g, 'N')
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** Busy processes in a container of their own, outside every network, until the returned function removes them. */
async function startBusyProcesses(project: Project, processes: number) {
  const loops = Array.from({ length: processes }, () => '(while :; do :; done) &').join(' ')
  await project.docker([
    ...['run', '-d', '--rm', '--name', BUSY_CONTAINER, '--network', 'none', '--cpu-shares', String(BUSY_CPU_SHARES)],
    ...['--entrypoint', 'sh', 'docker.io/library/nusakode:latest', '-c', `${loops} wait`],
  ])
  return async () => void (await project.docker(['rm', '-f', '-t', '0', BUSY_CONTAINER]).catch(() => ''))
}

/** Runs the flood of that name (FLOODS) and checks what it must show. */
export async function flood(project: Project, name: keyof typeof FLOODS): Promise<void> {
  const { seconds, busyProcesses, p99WithinMs } = FLOODS[name]
  const before = await lives(project)
  const floodStarted = Date.now()
  const stopBusyProcesses = busyProcesses > 0 ? await startBusyProcesses(project, busyProcesses) : async () => {}
  let flood: FloodResult
  try {
    const { connections, timeoutSeconds } = FLOOD
    const args = ['https://localhost', connections, seconds, timeoutSeconds, JSON.stringify(PAGE_PATHS)].map(String)
    const out = await run([process.execPath, ...process.execArgv, CLIENT, ...args])
    try {
      flood = JSON.parse(out.trim().split('\n').pop()!) as FloodResult
    } catch {
      throw new Error(`the flood's client printed no counts: ${out}`)
    }
  } finally {
    await stopBusyProcesses()
  }
  const recovered = await secondsUntilNormal()

  const after = await lives(project)
  const restarted = [...before].filter(([id, life]) => after.get(id) !== life).map(([id]) => id.slice(0, 12))
  const { 200: pages = 0, 503: unavailable = 0, ...others } = flood.answered
  const answered = pages + unavailable + Object.values(others).reduce((sum, count) => sum + count, 0)
  const caddyLogged = await caddyErrors(project, floodStarted)
  const summary = JSON.stringify({ ...flood, restarted, recovered, caddyLogged })
  console.log(`test-deploy: the ${name}: ${summary}`)
  const title = /<title>([^<]*)<\/title>/.exec(unavailablePage().text)![1]!
  expect(restarted.length === 0, `containers restarted during the flood: ${summary}`)
  expect(flood.timeouts === 0 && flood.dropped === 0, `requests unanswered or reset: ${summary}`)
  expect(Object.keys(flood.errors).length === 0, `connection errors: ${summary}`)
  expect(Object.keys(others).length === 0, `answers other than a page or 503: ${summary}`)
  expect(flood.unavailableWithRetryAfter === unavailable, `a 503 without Retry-After: ${summary}`)
  expect(
    flood.unavailableBodies.every((body) => body === title),
    `a 503 other than Caddy's page: ${summary}`,
  )
  if (p99WithinMs !== undefined) {
    expect(
      unavailable === 0,
      `${unavailable} visitors got the busy page from a machine with nothing else to do: ${summary}`,
    )
    expect(flood.p99 <= p99WithinMs, `p99 ${flood.p99} ms, over ${p99WithinMs} ms: ${summary}`)
  }
  expect(recovered <= RECOVERED_WITHIN_SECONDS, `back to normal only ${recovered} s after the flood`)
  const starved =
    busyProcesses > 0 ? `, ${busyProcesses} busy processes at ${BUSY_CPU_SHARES / 1024}× a container's CPU weight` : ''
  ok(
    `${name} (${FLOOD.connections} connections over TLS, ${seconds} s${starved}): ${answered} answered, ${pages} pages ` +
      `and ${unavailable} 503s with Retry-After, 0 failed (0 timeouts, 0 resets), p50 ${flood.p50} ms, ` +
      `p99 ${flood.p99} ms, max ${flood.max} ms; 0 restarts; normal again ${recovered.toFixed(1)} s after`,
  )
}
