/**
 * Faults under load through Caddy: a crash, a frozen container and a stop. Caddy gives up on a frozen
 * container (its server stopped, SIGSTOP) after its response-header timeout and answers GETs from
 * another; its watchdog (scripts/container/supervise.ts) ends it, so the engine starts it anew.
 */
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { FLUSH_INTERVAL_MS } from '../../server/analytics/policy'
import { describeFailures, describeLoad, loadWhile, underLoad } from './load'
import { waitFor } from './engine'
import { expect, ok, SERVER_PID, type Project } from './project'

const caddyfile = readFileSync(new URL('../../Caddyfile', import.meta.url), 'utf8')
const caddyMs = (directive: string) => Number(caddyfile.match(new RegExp(`${directive} (\\d+)s`))![1]) * 1000

/**
 * One app server signalled during a load no request may fail. SIGKILL: the engine restarts it; it
 * comes after a flush interval of load, so the killed server holds as many counts not yet written as
 * it ever can (counting.ts measures what is lost). SIGSTOP, a second in: its watchdog ends it while
 * Caddy still retries GETs (docs/decisions/stuck-containers.md). The container signalled, and when.
 */
export async function signalUnderLoad(project: Project, signal: 'KILL' | 'STOP'): Promise<{ id: string; at: number }> {
  const [victim] = await project.ids('app')
  const startedAt = () => project.inspect(victim!, '{{.State.StartedAt}}')
  const before = await startedAt()
  let signalledAt = 0
  const what = signal === 'KILL' ? 'crash' : 'frozen container'
  const { result, load } = await underLoad(`around the ${what}`, async () => {
    await sleep(signal === 'KILL' ? FLUSH_INTERVAL_MS : 1000)
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
  const signalled = { id: victim!, at: signalledAt }
  if (signal === 'KILL') {
    ok(`crash (SIGKILL to one app's server): ${describeLoad(load)}; ${times}`)
    return signalled
  }

  const metIt = load.slow.filter(({ ms }) => ms >= caddyMs('response_header_timeout')).length
  const watchdog = (await project.timedLogs(victim!)).findLast(({ line }) => line.startsWith('watchdog:'))
  const ended = ((watchdog?.at ?? Infinity) - signalledAt) / 1000
  expect(ended * 1000 < caddyMs('lb_try_duration'), `its watchdog did not end it within lb_try_duration: ${ended} s`)
  expect(load.max <= 10_000, `a request waited ${load.max} ms`)
  expect(result.healthy <= 60, `the frozen container was replaced after ${result.healthy} s`)
  ok(`frozen: ${describeLoad(load)}; ${metIt} met it; its watchdog ended it after ${ended.toFixed(1)} s; ${times}`)
  return signalled
}

/** `compose stop` under load: Caddy first (it depends on the app), then every app container. */
export async function stopUnderLoad(project: Project): Promise<void> {
  const apps = await project.ids('app')
  const [caddy] = await project.ids('caddy')
  const started = Date.now()
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
  // From this step on: the starved flood's clients, gone at its end, left such lines before.
  const caddyAborted = (await project.timedLogs(caddy!)).some(
    ({ at, line }) => at >= started && line.includes('incomplete response'),
  )
  expect(!caddyAborted, 'Caddy aborted a response (logged "incomplete response")')
  const serverErrors = Object.keys(load.statuses).filter((status) => status.startsWith('5'))
  expect(load.cut === 0 && serverErrors.length === 0, `answers cut or 5xx while stopping: ${describeFailures(load)}`)
  const caddyExitCode = await project.inspect(caddy!, '{{.State.ExitCode}}')
  ok(`stop: ${describeLoad(load)}, none cut, no 5xx; apps exit ${exitCodes.join(', ')}, Caddy ${caddyExitCode}`)
}
