/**
 * `npm run load`: the production server against a static server serving the same HTML, both on
 * loopback, same machine, same run, so the ratio means something on a noisy machine; then the
 * beacon scenario (beacon-load.ts): one server counting 100,000 beacons.
 *   LOAD_SECONDS=10 LOAD_CONNECTIONS=50 BUILD_DIR=dist LOAD_SERVER=path/to/server/index.js LOAD_SCENARIOS=pages,beacons
 * Prints tables and writes bench-results/load.json. Build first (`npm run build`).
 */
import autocannon, { type Result } from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { PAGES } from '../../server/pages/site-pages'
import { cpuSeconds } from '../support/cpu-seconds'
import { beaconLoad } from './beacon-load'

const ROOT = resolve(import.meta.dirname, '../..')
const SERVER = process.env.LOAD_SERVER ?? resolve(ROOT, process.env.BUILD_DIR ?? 'dist', 'server/index.js')
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const APP_PORT = Number(process.env.LOAD_PORT ?? 4310)
const STATIC_PORT = APP_PORT + 1
const OUT = resolve(ROOT, 'bench-results')
const SCENARIOS = (process.env.LOAD_SCENARIOS ?? 'pages,beacons').split(',')
/** The beacon scenario's goals (issue 44): one server takes them at this rate, this fast. */
const BEACON_GOAL = { rps: 2_000, p99Ms: 20, memoryGrowthMb: 10 }

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
/** An order that fails validation: the server re-renders the form with 422, streamed. */
const INVALID_ORDER = 'namaLengkap=Siti&email=bukan-email&nomorWhatsApp=12&deskripsiKebutuhan=pendek'

interface Target {
  name: string
  path: string
  method: 'GET' | 'POST'
  status: number
  headers?: Record<string, string>
  body?: string
}

const TARGETS: Target[] = [
  ...PAGES.map((page): Target => ({ name: `GET ${page.path}`, path: page.path, method: 'GET', status: 200 })),
  {
    name: `POST ${ORDER_FORM.path} (422)`,
    path: ORDER_FORM.path,
    method: 'POST',
    status: 422,
    headers: FORM,
    body: INVALID_ORDER,
  },
]

function start(command: string, args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes(ready)) {
        // From here on, its output (one access-log line per request) goes nowhere: reading it
        // would cost this process CPU that the load generator needs.
        child.stdout!.off('data', onData)
        child.stdout!.resume()
        done(child)
      }
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => fail(new Error(`${command} ${args.join(' ')} exited with ${code}: ${seen}`)))
  })
}

async function fetchPage(port: number, target: Target): Promise<{ status: number; html: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${target.path}`, {
    method: target.method,
    headers: { ...target.headers, 'Accept-Encoding': 'identity' },
    body: target.body,
  })
  return { status: res.status, html: await res.text() }
}

function summary(result: Result, expected: number) {
  const stats: Record<string, { count?: number }> = result.statusCodeStats ?? {}
  const expectedCount = stats[String(expected)]?.count ?? 0
  const responses = Object.values(stats).reduce((sum, { count = 0 }) => sum + count, 0)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (responses - expectedCount),
    responses,
  }
}

/** Load on one server, with the CPU time its process spent per response (microseconds). */
async function measure(child: ChildProcess, port: number, target: Target) {
  const cpuBefore = cpuSeconds(child)
  const result = summary(await hammer(port, target), target.status)
  const cpuUs = ((cpuSeconds(child) - cpuBefore) * 1e6) / Math.max(1, result.responses)
  return { ...result, cpuUsPerRequest: Math.round(cpuUs) }
}

async function hammer(port: number, target: Target): Promise<Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  })
}

async function main(): Promise<void> {
  if (!existsSync(SERVER))
    throw new Error(`${SERVER} not found: run \`npm run build\` first (or set BUILD_DIR / LOAD_SERVER).`)
  process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
  const pages = SCENARIOS.includes('pages') ? await pagesLoad() : undefined
  const beacons = SCENARIOS.includes('beacons') ? await beaconsLoad() : undefined
  await mkdir(OUT, { recursive: true })
  await writeFile(
    resolve(OUT, 'load.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: SECONDS,
        server: SERVER,
        rows: pages,
        beacons,
      },
      null,
      2,
    ),
  )
  console.log(`load: wrote ${resolve(OUT, 'load.json')}`)
}

/** Every process this run started, killed whatever happens to it. */
const children: ChildProcess[] = []

async function beaconsLoad() {
  console.log(`load: beacons, ${CONNECTIONS} connections, one server counting (a store of its own)`)
  const result = await beaconLoad({ server: SERVER, port: APP_PORT + 2, connections: CONNECTIONS, start: started })
  const header = '| Beacons sent | rps | p50 ms | p99 ms | accepted | other | server RSS MB | server CPU µs/beacon |'
  const lines = result.rounds.map(
    (round) =>
      `| ${round.beacons.toLocaleString('en')} | ${round.rps} | ${round.p50} | ${round.p99} | ${round.accepted} | ${round.other} | ${round.rssMb} | ${round.cpuUsPerBeacon} |`,
  )
  console.log(['', header, `|${'---|'.repeat(8)}`, ...lines, ''].join('\n'))
  // Flat: the server's memory over the last three rounds (60,000 to 100,000 beacons) stays within the goal.
  const settled = result.rounds.slice(-3).map((round) => round.rssMb)
  const growth = Math.max(...settled) - Math.min(...settled)
  const slowest = Math.max(...result.rounds.map((round) => round.p99))
  const slowestRate = Math.min(...result.rounds.map((round) => round.rps))
  console.log(
    `load: beacons accepted ${result.accepted}, the store's page views ${result.stored.pageviews} (visitors ${result.stored.visitors})`,
  )
  const goal =
    slowestRate >= BEACON_GOAL.rps &&
    slowest <= BEACON_GOAL.p99Ms &&
    growth <= BEACON_GOAL.memoryGrowthMb &&
    result.stored.pageviews === result.accepted
  console.log(
    goal
      ? `load: beacons within the goal: >= ${BEACON_GOAL.rps}/s, p99 <= ${BEACON_GOAL.p99Ms} ms, memory flat (within ${growth} MB from 60,000 to 100,000), totals = accepted`
      : `load: beacons below the goal (>= ${BEACON_GOAL.rps}/s, p99 <= ${BEACON_GOAL.p99Ms} ms, memory within ${BEACON_GOAL.memoryGrowthMb} MB from 60,000 to 100,000, totals = accepted)`,
  )
  return result
}

/** Starts a child of this run. */
async function started(command: string, args: string[], env: Record<string, string>, ready: string) {
  const child = await start(command, args, env, ready)
  children.push(child)
  return child
}

async function pagesLoad() {
  const app = await started(
    process.execPath,
    [SERVER],
    // As the image runs it; the rate limit is lifted so the 422 row measures rendering, not 429s.
    { NODE_ENV: 'production', PORT: String(APP_PORT), HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000' },
    'Listening on',
  )
  try {
    // Warm up: the first render of each page is kept in memory; JIT gets going.
    const pages: Record<string, { status: number; html: string }> = {}
    for (const target of TARGETS) {
      for (let i = 0; i < 20; i += 1) await fetchPage(APP_PORT, target)
      pages[`${target.method} ${target.path}`] = await fetchPage(APP_PORT, target)
      const got = pages[`${target.method} ${target.path}`]!.status
      if (got !== target.status) throw new Error(`${target.name} answered ${got}, expected ${target.status}`)
    }
    await mkdir(OUT, { recursive: true })
    const pagesFile = resolve(OUT, 'load-pages.json')
    await writeFile(pagesFile, JSON.stringify(pages))
    const staticServer: ChildProcess = await started(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'static-server.ts'), String(STATIC_PORT), pagesFile],
      {},
      'static ready',
    )

    console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s per target, loopback; server ${SERVER}`)
    const rows = []
    for (const target of TARGETS) {
      const baseline = await measure(staticServer, STATIC_PORT, target)
      const server = await measure(app, APP_PORT, target)
      const ratio = server.rps / baseline.rps
      const cpuRatio = baseline.cpuUsPerRequest / server.cpuUsPerRequest
      rows.push({
        target: target.name,
        server,
        static: baseline,
        ratio: Math.round(ratio * 100) / 100,
        cpuRatio: Math.round(cpuRatio * 100) / 100,
        bytes: pages[`${target.method} ${target.path}`]!.html.length,
      })
      console.log(`  ${target.name}: ${server.rps} rps (static ${baseline.rps}), p99 ${server.p99} ms`)
    }

    const header =
      '| Target | rps | p50 ms | p99 ms | errors | CPU µs/req | static rps | static p99 ms | static CPU µs/req | rps ratio | CPU ratio |'
    const lines = rows.map(
      (row) =>
        `| ${row.target} | ${row.server.rps} | ${row.server.p50} | ${row.server.p99} | ${row.server.errors} | ${row.server.cpuUsPerRequest} | ` +
        `${row.static.rps} | ${row.static.p99} | ${row.static.cpuUsPerRequest} | ${row.ratio.toFixed(2)} | ${row.cpuRatio.toFixed(2)} |`,
    )
    console.log(['', header, `|${'---|'.repeat(11)}`, ...lines, ''].join('\n'))
    console.log(
      'rps ratio = server rps / static rps in this run; CPU ratio = static CPU per request / server CPU per request',
    )
    console.log('(the CPU ratio hardly depends on what else the machine is running).')
    const goal = rows
      .filter((row) => row.target.startsWith('GET'))
      .every((row) => row.ratio >= 0.5 && row.server.p99 < 50)
    console.log(
      goal
        ? 'load: every page at >= half the static rate with p99 < 50 ms'
        : 'load: below the goal (>= 0.5x static, p99 < 50 ms) on at least one page',
    )
    return rows
  } finally {
    for (const child of children) child.kill('SIGTERM')
  }
}

await main()
