/** A bad setting, a crash and a stop, the last two under load through Caddy. */
import { expect, ok } from './checks'
import { inspect, runningIds, SERVER_PID, sleep, timedLogs, waitHealthy } from './containers'
import { run } from './engine'
import { loadWhile, type LoadReport } from './load'
import { TEST_SETTINGS, type Project } from './project'
import { type Visitor } from './visitor'

const URL = 'https://localhost/'
/** compose.yaml: stop_grace_period. */
const GRACE_SECONDS = 10

export const describeLoad = (load: LoadReport) =>
  `${load.requests} requests in ${load.seconds} s, ${load.failed} failed, p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms`

export function describeFailures(load: LoadReport): string {
  return JSON.stringify({
    statuses: load.statuses,
    errors: load.errors,
    cut: load.cut,
  })
}

/** A bad value in .env: scripts/update.sh gives up on the new containers; the old ones serve on. */
export async function badSettingKeepsOld(project: Project, visitor: Visitor): Promise<{ seconds: number }> {
  const before = await runningIds(project, 'app')
  project.writeEnv({ ...TEST_SETTINGS, APP_REPLICAS: String(before.length), WHATSAPP_NUMBER: '0812' })
  const started = Date.now()
  const outcome = await run(['bash', 'scripts/update.sh'], { env: project.env, cwd: project.dir, withStderr: true })
    .then(() => 'succeeded')
    .catch((error: Error) => error.message)
  const seconds = (Date.now() - started) / 1000
  project.writeEnv({ ...TEST_SETTINGS, APP_REPLICAS: String(before.length) })
  expect(outcome.includes('WHATSAPP_NUMBER: expected'), `update.sh with a bad WHATSAPP_NUMBER: ${outcome}`)
  const after = await runningIds(project, 'app')
  expect(after.join() === before.join(), 'the old containers are not the ones running after a failed update')
  expect((await visitor.get('/')).status === 200, 'the site does not answer after a failed update')
  ok(`a bad WHATSAPP_NUMBER: update.sh stops after ${seconds.toFixed(1)} s naming it; the old containers serve on`)
  return { seconds }
}

/**
 * One app container's server sent a signal a second into a load through Caddy; resolves once the
 * engine has started that container anew and it is healthy. A killed server ends its container; a
 * frozen one (SIGSTOP) is ended by the container's watchdog (scripts/container/supervise.ts).
 */
export async function signalUnderLoad(project: Project, signal: 'KILL' | 'STOP') {
  const [victim] = await runningIds(project, 'app')
  const startedAt = () => inspect(project, victim!, '{{.State.StartedAt}}')
  const before = await startedAt()
  let signalledAt = 0
  const { result, load } = await loadWhile(URL, async () => {
    await sleep(1000)
    signalledAt = Date.now()
    // A killed server's exec ends with its container, so its status is moot.
    await project.docker(['exec', victim!, 'sh', '-c', `kill -${signal} ${SERVER_PID}`]).catch(() => '')
    while ((await startedAt()) === before) {
      if (Date.now() - signalledAt > 60_000)
        throw new Error(`SIG${signal}: the container was not restarted within 60 s`)
      await sleep(100)
    }
    const restartedSeconds = (Date.now() - signalledAt) / 1000
    await waitHealthy(project, victim!)
    const healthySeconds = (Date.now() - signalledAt) / 1000
    await sleep(2000) // Caddy looks the containers up every second.
    return { restartedSeconds, healthySeconds }
  })
  expect((await runningIds(project, 'app')).length === 3, `not 3 app containers after SIG${signal}`)
  return { load, signalledAt, ...result }
}

/** The server of one container killed with SIGKILL; its supervisor exits, the engine restarts it (unless-stopped). */
export async function crashUnderLoad(project: Project) {
  const crash = await signalUnderLoad(project, 'KILL')
  ok(
    `crash (SIGKILL to one app's server): ${describeLoad(crash.load)}; restarted after ${crash.restartedSeconds.toFixed(1)} s, ` +
      `healthy after ${crash.healthySeconds.toFixed(1)} s`,
  )
  expect(
    crash.load.failed === 0,
    `${crash.load.failed} requests failed around the crash: ${describeFailures(crash.load)}`,
  )
  return crash
}

export interface StopFigures {
  load: LoadReport
  stopSeconds: number
  exitCodes: number[]
  shutdownSeconds: number[]
  caddyExitCode: number
}

/** `compose stop` under load: Caddy first (it depends on the app), then every app container. */
export async function stopUnderLoad(project: Project): Promise<StopFigures> {
  const apps = await runningIds(project, 'app')
  const [caddy] = await runningIds(project, 'caddy')
  const { result: stopSeconds, load } = await loadWhile(URL, async () => {
    await sleep(1000)
    const started = Date.now()
    await project.compose(['stop'])
    return (Date.now() - started) / 1000
  })

  const exitCodes: number[] = []
  const shutdownSeconds: number[] = []
  for (const id of apps) {
    exitCodes.push(Number(await inspect(project, id, '{{.State.ExitCode}}')))
    const logs = await timedLogs(project, id)
    const term = logs.findLast(({ line }) => line.includes('SIGTERM received'))
    const done = logs.findLast(({ line }) => line === 'shutdown complete')
    expect(term !== undefined && done !== undefined, `app ${id.slice(0, 12)} did not log a complete shutdown`)
    expect(!logs.some(({ line }) => line.includes('still running after')), `app ${id.slice(0, 12)} cut requests`)
    shutdownSeconds.push((done.at - term.at) / 1000)
  }
  const caddyExitCode = Number(await inspect(project, caddy!, '{{.State.ExitCode}}'))
  const caddyLogs = await timedLogs(project, caddy!)
  expect(
    exitCodes.every((code) => code === 0),
    `app exit codes ${exitCodes.join(', ')}`,
  )
  expect(
    shutdownSeconds.every((s) => s < GRACE_SECONDS),
    `app shutdowns took ${shutdownSeconds.join(', ')} s`,
  )
  expect(
    !caddyLogs.some(({ line }) => line.includes('incomplete response')),
    'Caddy aborted a response (logged "incomplete response")',
  )
  const serverErrors = Object.keys(load.statuses).filter((status) => status.startsWith('5'))
  expect(load.cut === 0 && serverErrors.length === 0, `answers cut or 5xx while stopping: ${describeFailures(load)}`)
  ok(
    `stop (compose stop): ${describeLoad(load)}, none cut, no 5xx (once Caddy stopped: ${describeFailures(load)}); ` +
      `apps exit ${exitCodes.join(', ')} after ${shutdownSeconds.map((s) => s.toFixed(2)).join(', ')} s; ` +
      `Caddy exits ${caddyExitCode}`,
  )
  return { load, stopSeconds, exitCodes, shutdownSeconds, caddyExitCode }
}
