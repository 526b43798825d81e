/**
 * `npm run load`: the production server against a static server serving the same HTML, both on
 * loopback, same machine, same run, so the ratio means something on a noisy machine.
 *   LOAD_SECONDS=10 LOAD_CONNECTIONS=50 BUILD_DIR=dist LOAD_SERVER=path/to/server/index.js
 * Prints a table and writes bench-results/load.json. Build first (`npm run build`).
 */
import autocannon, { type Result } from 'autocannon'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { PAGES } from '../../server/pages/site-pages'

const ROOT = resolve(import.meta.dirname, '../..')
const SERVER = process.env.LOAD_SERVER ?? resolve(ROOT, process.env.BUILD_DIR ?? 'dist', 'server/index.js')
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const APP_PORT = Number(process.env.LOAD_PORT ?? 4310)
const STATIC_PORT = APP_PORT + 1
const OUT = resolve(ROOT, 'bench-results')

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

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
  } catch {
    return 100
  }
})()

/** CPU seconds a process has used (Linux /proc); what a request costs, whatever else the machine runs. */
function cpuSeconds(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
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
  const app = await start(
    process.execPath,
    [SERVER],
    // As the image runs it; the rate limit is lifted so the 422 row measures rendering, not 429s.
    { NODE_ENV: 'production', PORT: String(APP_PORT), HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000' },
    'Listening on',
  )
  const children = [app]
  // Never leave a server behind, even when this run is interrupted.
  process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
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
    const staticServer: ChildProcess = await start(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'static-server.ts'), String(STATIC_PORT), pagesFile],
      {},
      'static ready',
    )
    children.push(staticServer)

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
    await writeFile(
      resolve(OUT, 'load.json'),
      JSON.stringify(
        { date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, server: SERVER, rows },
        null,
        2,
      ),
    )
    console.log(`load: wrote ${resolve(OUT, 'load.json')}`)
  } finally {
    for (const child of children) child.kill('SIGTERM')
  }
}

await main()
