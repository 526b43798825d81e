/**
 * The owner's figures in the deployment: the test's .env turns counting on (STATS_PASSWORD_HASH), and
 * the steady load (load.ts) sends page-view beacons beside its requests, as visitors' pages do. Each
 * beacon names the phase of the test it was sent in as its UTM campaign, so what the store holds of a
 * phase is told apart from the rest: every container shares one store (compose.yaml's `analytics`
 * volume), and each process writes what it counted at most every 10 s and when it stops.
 */
import type { Request } from 'autocannon'
import { FLUSH_INTERVAL_MS } from '../../server/analytics/policy'
import { campaignOf } from '../../server/analytics/source'
import { BEACON_PATH } from '../../shared/analytics/events'
import { expect, ok, OWNER_PASSWORD, type Project } from './project'

/**
 * Distinct phones sending beacons: the server limits beacons per visitor of the day (300 in ten
 * minutes, in each process), and the load's 50 a second spread over this many stay below it.
 */
const PHONES = 200

/** The phase beacons are sent in now (their utm_campaign), and how many of each phase the server accepted (204). */
let phase = 'steady'
const accepted: Record<string, number> = {}

/**
 * The beacon the load sends beside its requests: a page view of `/`, of the current phase, from the
 * next phone in turn (its User-Agent), whichever connection sends it.
 */
let phones = 0
export function beaconRequest() {
  const body = JSON.stringify({ e: 'pageview', p: '/', c: phase })
  return {
    method: 'POST' as const,
    path: BEACON_PATH,
    body,
    setupRequest: (request: Request): Request => {
      const phone = (phones = (phones + 1) % PHONES)
      const userAgent = `Mozilla/5.0 (Linux; Android 14; Ponsel-${phone}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36`
      // What a browser sends with the counting script's beacon.
      const headers = {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'user-agent': userAgent,
      }
      return { ...request, headers: { ...request.headers, ...headers } }
    },
  }
}

/** Called by the load with the beacons it sent in a phase that the server answered 204. */
export function beaconsAccepted(inPhase: string, count: number): void {
  accepted[inPhase] = (accepted[inPhase] ?? 0) + count
}
export const currentPhase = () => phase

/** Runs `action` with the load's beacons marked as the phase `name`. */
export async function inPhase<T>(name: string, action: () => Promise<T>): Promise<T> {
  phase = name
  try {
    return await action()
  } finally {
    phase = 'steady'
  }
}

/**
 * Has every running app container write what it counted, by asking each (inside it, no proxy) for
 * the owner's figures: data.json writes the process's tally before it reads.
 */
async function flushRunning(project: Project): Promise<void> {
  const authorization = `Basic ${Buffer.from(`owner:${OWNER_PASSWORD}`).toString('base64')}`
  for (const id of await project.ids('app')) {
    const counting = await project.node<string>(
      id,
      `const res = await fetch('http://127.0.0.1:3000/statistik/data.json?days=7', { headers: { authorization: process.argv[1] } })
      return res.status + ' ' + (await res.json()).counting`,
      authorization,
    )
    expect(counting === '200 running', `/statistik/data.json of ${id.slice(0, 12)} answered ${counting}`)
  }
}

/**
 * The page views of a phase in the store, read with node:sqlite in a container of its own on the
 * store's volume: it reads the same whether the app containers run or not.
 */
async function stored(project: Project, volume: string, name: string): Promise<number> {
  const query = `const { DatabaseSync } = require('node:sqlite')
    const db = new DatabaseSync('/app/data/analytics.db', { readOnly: true })
    const row = db.prepare("SELECT coalesce(sum(count), 0) AS n FROM sources WHERE kind = 'campaign' AND value = ?").get(process.argv[1])
    console.log(row.n)`
  const read = ['run', '--rm', '--network', 'none', '-v', `${volume}:/app/data`, '--entrypoint', 'node']
  // The phase as the store keeps it: the beacon's utm_campaign (server/analytics/source.ts).
  const campaign = campaignOf({ name })
  return Number(await project.docker([...read, 'docker.io/library/nusakode:latest', '-e', query, campaign]))
}

/** The name of the store's volume, from a container of the service (running or not). */
export async function storeVolume(project: Project, id: string): Promise<string> {
  return project.inspect(id, '{{range .Mounts}}{{if eq .Destination "/app/data"}}{{.Name}}{{end}}{{end}}')
}

/** What was accepted in a phase and what the store holds of it, every running process's tally written first. */
async function acceptedAndStored(project: Project, volume: string, name: string) {
  await flushRunning(project)
  return { sent: accepted[name] ?? 0, kept: await stored(project, volume, name) }
}

/** The store holds exactly the beacons accepted in the phase `name` (`what` it went through). */
export async function expectAllCounted(project: Project, volume: string, name: string, what: string): Promise<void> {
  const { sent, kept } = await acceptedAndStored(project, volume, name)
  expect(sent > 0, `no beacon was accepted through ${what}`)
  expect(kept === sent, `through ${what} the server accepted ${sent} beacons and the store holds ${kept}`)
  ok(`counting through ${what}: ${sent} beacons accepted (204) by the containers sharing one store, ${kept} stored`)
}

/**
 * After a container's server was killed at `killedAt` (SIGKILL, in the phase `name`): what the store
 * lost of that phase, which must be no more than the killed container accepted in one flush interval
 * before it died (its access log, `POST /sapa 204` lines).
 */
export async function expectKillLoss(
  project: Project,
  volume: string,
  name: string,
  killed: { id: string; at: number },
): Promise<void> {
  const { sent, kept } = await acceptedAndStored(project, volume, name)
  const lost = sent - kept
  const logs = await project.timedLogs(killed.id)
  const lastInterval = logs.filter(
    ({ at, line }) =>
      at > killed.at - FLUSH_INTERVAL_MS && at <= killed.at && line.startsWith(`POST ${BEACON_PATH} 204`),
  ).length
  expect(sent > 0, 'no beacon was accepted around the SIGKILL')
  expect(lost >= 0, `the store holds ${kept} beacons of the SIGKILL's phase, more than the ${sent} accepted`)
  expect(
    lost <= lastInterval,
    `a SIGKILL lost ${lost} beacons, more than the ${lastInterval} the killed container accepted in its last ${FLUSH_INTERVAL_MS / 1000} s`,
  )
  ok(
    `SIGKILL of one container's server: ${lost} of ${sent} beacons lost (${((100 * lost) / sent).toFixed(1)} %), at most ` +
      `one flush interval of it: it had accepted ${lastInterval} in its last ${FLUSH_INTERVAL_MS / 1000} s; ${kept} stored`,
  )
}
