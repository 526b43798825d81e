/**
 * Faults under load through Caddy: a crash, a frozen container and a stop. Caddy gives up on a frozen
 * container (its server stopped, SIGSTOP) after its response-header timeout and answers GETs from
 * another; its watchdog (scripts/container/supervise.ts) ends it, so the engine starts it anew.
 */
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { describeFailures, describeLoad, loadWhile, underLoad } from './load'
import { waitFor } from './engine'
import { expect, ok, SERVER_PID, type Project } from './project'

const caddyfile = readFileSync(new URL('../../Caddyfile', import.meta.url), 'utf8')
const caddySeconds = (directive: string) => Number(caddyfile.match(new RegExp(`${directive} (\\d+)s`))![1]) * 1000
const HEADER_TIMEOUT_MS = caddySeconds('response_header_timeout')
const TRY_DURATION_MS = caddySeconds('lb_try_duration')

/**
 * One app server sent a signal a second into a load no request may fail; ends once its container is
 * healthy again. SIGKILL is a crash: its supervisor exits, the engine restarts it (unless-stopped).
 * SIGSTOP freezes it: no request may wait on it for more than 10 s, its watchdog ends it before
 * Caddy's tries run out (or a GET that met it on every try would get a 502), and it is replaced
 * within 60 s.
 */
export async function signalUnderLoad(project: Project, signal: 'KILL' | 'STOP'): Promise<void> {
  const what = signal === 'KILL' ? 'crash' : 'frozen container'
  const [victim] = await project.ids('app')
  const startedAt = () => project.inspect(victim!, '{{.State.StartedAt}}')
  const before = await startedAt()
  let signalledAt = 0
  const { result, load } = await underLoad(`around the ${what}`, async () => {
    await sleep(1000)
    signalledAt = Date.now()
    // A killed server's exec ends with its container, so its status is moot.
    await project.docker(['exec', victim!, 'sh', '-c', `kill -${signal} ${SERVER_PID}`]).catch(() => '')
    await waitFor(async () => (await startedAt()) !== before, `SIG${signal}: a restart`, 60_000)
    const restarted = (Date.now() - signalledAt) / 1000
    await project.waitHealthy(victim!)
    const healthy = (Date.now() - signalledAt) / 1000
    await sleep(2000) // Caddy looks the containers up every second.
    return { restarted, healthy }
  })
  expect((await project.ids('app')).length === 3, `not 3 app containers after SIG${signal}`)
  const times = `restarted after ${result.restarted.toFixed(1)} s, healthy after ${result.healthy.toFixed(1)} s`
  if (signal === 'KILL') {
    ok(`crash (SIGKILL to one app's server): ${describeLoad(load)}; ${times}`)
    return
  }

  const delayed = load.slow.filter(({ ms }) => ms >= HEADER_TIMEOUT_MS)
  const lastSent = delayed.length ? (Math.max(...delayed.map((r) => r.sentAt)) - signalledAt) / 1000 : 0
  const ended = (await project.timedLogs(victim!)).findLast(({ line }) => line.startsWith('watchdog:'))
  expect(ended !== undefined, 'the frozen container did not log its watchdog ending it')
  const endedMs = ended.at - signalledAt
  expect(endedMs < TRY_DURATION_MS, `the watchdog ended it after ${endedMs} ms, not within lb_try_duration`)
  expect(load.max <= 10_000, `a request waited ${load.max} ms`)
  expect(result.healthy <= 60, `the frozen container was replaced after ${result.healthy} s`)
  ok(
    `frozen: ${describeLoad(load)}; ${delayed.length} request(s) met it, the last ${lastSent.toFixed(1)} s in; ended by its watchdog after ${(endedMs / 1000).toFixed(1)} s, ${times}`,
  )
}

/** `compose stop` under load: Caddy first (it depends on the app), then every app container. */
export async function stopUnderLoad(project: Project): Promise<void> {
  const apps = await project.ids('app')
  const [caddy] = await project.ids('caddy')
  const { load } = await loadWhile(async () => {
    await sleep(1000)
    await project.compose(['stop'])
  })

  const exitCodes: number[] = []
  const shutdownSeconds: number[] = []
  for (const id of apps) {
    exitCodes.push(Number(await project.inspect(id, '{{.State.ExitCode}}')))
    const logs = await project.timedLogs(id)
    const term = logs.findLast(({ line }) => line.includes('SIGTERM received'))
    const done = logs.findLast(({ line }) => line === 'shutdown complete')
    expect(term !== undefined && done !== undefined, `app ${id.slice(0, 12)} did not log a complete shutdown`)
    expect(!logs.some(({ line }) => line.includes('still running after')), `app ${id.slice(0, 12)} cut requests`)
    shutdownSeconds.push((done.at - term.at) / 1000)
  }
  expect(Math.max(...exitCodes) === 0, `app exit codes ${exitCodes.join(', ')}`)
  // Each within compose.yaml's stop_grace_period (10 s).
  expect(Math.max(...shutdownSeconds) < 10, `app shutdowns took ${shutdownSeconds.join(', ')} s`)
  const caddyAborted = (await project.timedLogs(caddy!)).some(({ line }) => line.includes('incomplete response'))
  expect(!caddyAborted, 'Caddy aborted a response (logged "incomplete response")')
  const serverErrors = Object.keys(load.statuses).filter((status) => status.startsWith('5'))
  expect(load.cut === 0 && serverErrors.length === 0, `answers cut or 5xx while stopping: ${describeFailures(load)}`)
  const caddyExitCode = await project.inspect(caddy!, '{{.State.ExitCode}}')
  ok(`stop: ${describeLoad(load)}, none cut, no 5xx; apps exit ${exitCodes.join(', ')}, Caddy ${caddyExitCode}`)
}
