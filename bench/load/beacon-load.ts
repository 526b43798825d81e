/**
 * The beacon scenario of `npm run load`: one production server with counting on (a store of its own,
 * TRUST_PROXY=1 so each beacon's X-Forwarded-For is a visitor of its own /24), 100,000 page-view
 * beacons from 2,000 visitors in rounds of 20,000 after a warm-up, the server's memory read after each
 * round, then the store's totals against the beacons it accepted (204).
 */
import autocannon, { type Result } from 'autocannon'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword } from '../../server/owner/password'
import { BEACON_PATH } from '../../shared/analytics/events'
import { cpuSeconds } from '../support/cpu-seconds'

const ROUNDS = 5
const ROUND_BEACONS = 20_000
const WARM_UP_BEACONS = 5_000
/** Each sends about 50 page views, within what one address may add in ten minutes (server/analytics/policy.ts). */
const VISITORS = 2_000
const PASSWORD = 'beban-uji-pemilik'
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

type Start = (command: string, args: string[], env: Record<string, string>, ready: string) => Promise<ChildProcess>

/** Resident memory of a process, MB (Linux /proc). */
function residentMb(child: ChildProcess): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]
  return Math.round(Number(kb) / 1024)
}

function fire(port: number, amount: number, connections: number): Promise<Result> {
  let sent = 0
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: BEACON_PATH,
        headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': PHONE, 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ e: 'pageview', p: '/' }),
        // Each beacon from the next of the visitors, each in a /24 of its own.
        setupRequest: (request) => {
          const visitor = sent++ % VISITORS
          return {
            ...request,
            headers: { ...request.headers, 'X-Forwarded-For': `10.${visitor >> 8}.${visitor & 255}.7` },
          }
        },
      },
    ],
  })
}

const accepted = (result: Result) =>
  (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['204']?.count ?? 0

export async function beaconLoad({
  server,
  port,
  connections,
  start,
}: {
  server: string
  port: number
  connections: number
  start: Start
}) {
  const folder = mkdtempSync(join(tmpdir(), 'nusakode-load-'))
  const app = await start(
    process.execPath,
    [server],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      STATS_PASSWORD_HASH: await hashPassword(PASSWORD, 10),
      ANALYTICS_DB: join(folder, 'analytics.db'),
    },
    'Listening on',
  )
  try {
    let total = accepted(await fire(port, WARM_UP_BEACONS, connections))
    const rounds = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      const cpuBefore = cpuSeconds(app)
      const result = await fire(port, ROUND_BEACONS, connections)
      total += accepted(result)
      rounds.push({
        beacons: round * ROUND_BEACONS,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        accepted: accepted(result),
        other: result.errors + result.timeouts + result.non2xx,
        rssMb: residentMb(app),
        cpuUsPerBeacon: Math.round(((cpuSeconds(app) - cpuBefore) * 1e6) / ROUND_BEACONS),
      })
    }
    const figures = (await (
      await fetch(`http://127.0.0.1:${port}/statistik/data.json?days=7`, {
        headers: { Authorization: `Basic ${Buffer.from(`pemilik:${PASSWORD}`).toString('base64')}` },
      })
    ).json()) as { totals: { pageviews: number; visitors: number } }
    return { rounds, accepted: total, stored: figures.totals }
  } finally {
    app.kill('SIGTERM')
    await new Promise((done) => app.once('exit', done))
    rmSync(folder, { recursive: true, force: true })
  }
}
