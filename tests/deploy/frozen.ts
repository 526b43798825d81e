/**
 * A container that hangs without exiting: its server frozen with SIGSTOP, under load. Caddy gives
 * up on it after its response-header timeout and answers from another container (GET only), and
 * the container's watchdog (scripts/container/supervise.ts) ends it, so the engine starts it anew.
 */
import { expect, ok } from './checks'
import { inspect, runningIds, SERVER_PID, sleep, waitHealthy } from './containers'
import { describeFailures, describeLoad } from './faults'
import { loadWhile, type LoadReport } from './load'
import type { Project } from './project'

const URL = 'https://localhost/'
/** Caddyfile: response_header_timeout. */
const HEADER_TIMEOUT_MS = 3000

export interface FrozenFigures {
  load: LoadReport
  /** Requests that met the frozen container (they waited for Caddy's header timeout). */
  delayed: number
  /** From the freeze to the last request sent that met the frozen container. */
  inRotationSeconds: number
  restartedSeconds: number
  healthySeconds: number
}

export async function frozenContainer(project: Project): Promise<FrozenFigures> {
  const [victim] = await runningIds(project, 'app')
  const startedAt = () => inspect(project, victim!, '{{.State.StartedAt}}')
  const before = await startedAt()
  let frozenAt = 0
  const { result, load } = await loadWhile(URL, async () => {
    await sleep(1000)
    frozenAt = Date.now()
    await project.docker(['exec', victim!, 'sh', '-c', `kill -STOP ${SERVER_PID}`])
    while ((await startedAt()) === before) {
      if (Date.now() - frozenAt > 60_000) throw new Error('the frozen container was not restarted within 60 s')
      await sleep(200)
    }
    const restartedSeconds = (Date.now() - frozenAt) / 1000
    await waitHealthy(project, victim!)
    // Caddy looks the containers up every second.
    await sleep(2000)
    return { restartedSeconds, healthySeconds: (Date.now() - frozenAt) / 1000 }
  })
  const delayed = load.slow.filter(({ ms }) => ms >= HEADER_TIMEOUT_MS)
  const inRotationSeconds = delayed.length ? (Math.max(...delayed.map((r) => r.sentAt)) - frozenAt) / 1000 : 0
  expect(load.failed === 0, `${load.failed} requests failed around the frozen container: ${describeFailures(load)}`)
  expect(load.max <= 10_000, `a request waited ${load.max} ms`)
  expect(result.healthySeconds <= 60, `the frozen container was replaced after ${result.healthySeconds} s`)
  expect((await runningIds(project, 'app')).length === 3, 'not 3 app containers after the freeze')
  ok(
    `frozen (SIGSTOP to one app's server): ${describeLoad(load)}; ${delayed.length} request(s) met it and ` +
      `waited ${HEADER_TIMEOUT_MS / 1000} s before another container answered, the last sent ` +
      `${inRotationSeconds.toFixed(1)} s after the freeze; its watchdog ended it, restarted after ` +
      `${result.restartedSeconds.toFixed(1)} s, healthy after ${result.healthySeconds.toFixed(1)} s`,
  )
  return { load, delayed: delayed.length, inRotationSeconds, ...result }
}
