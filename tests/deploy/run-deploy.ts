/**
 * `npm run test:deploy`: the owner's deployment, run for real on this machine. The project's own
 * compose.yaml (a copy of the checkout with its own .env, DOMAIN=localhost) comes up with a real
 * compose engine, Caddy in front with its own certificate authority; then TLS and redirects, the
 * visitor's address, three containers, a browser's service worker, a bad setting, a settings-only and
 * a new-image update with that worker installing meanwhile, two updates at once, one stopped
 * halfway, a rollback, a frozen container, a crash, a retired host and a stop, most under load.
 * Needs root (Caddy publishes 80 and 443) and, without a Docker engine, podman, docker-compose and
 * the dnsname plugin (.ci/run installs them). Everything it starts is removed at the end.
 */
import { execFileSync } from 'node:child_process'
import { createSocket } from 'node:dgram'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { checkSpread, checkTls, checkVisitorAddress, expect, ok } from './checks'
import { runningIds, sleep, waitHealthy } from './containers'
import { startEngine, type Engine } from './engine'
import { badSettingKeepsOld, crashUnderLoad, stopUnderLoad } from './faults'
import { frozenContainer } from './frozen'
import { copyProject, TEST_SETTINGS, type Project } from './project'
import { registerWorkers, retiredHost, type Visitors } from './retired-host'
import { concurrentUpdates, killedUpdate, rollback } from './update-script'
import { visitor } from './visitor'
import { imageUpdate, NEW_NUMBER, settingsUpdate } from './worker-updates'

const ROOT = resolve(import.meta.dirname, '../..')
const CADDY_ROOT_CERT = '/data/caddy/pki/authorities/local/root.crt'

/** undefined when the port can be bound, else the error code. */
function portProblem(port: number, protocol: 'tcp' | 'udp'): Promise<string | undefined> {
  return new Promise((done) => {
    const fail = (error: NodeJS.ErrnoException) => done(error.code)
    if (protocol === 'udp') {
      const socket = createSocket('udp4').once('error', fail)
      socket.bind(port, '0.0.0.0', () => socket.close(() => done(undefined)))
    } else {
      const server = createServer().once('error', fail)
      server.listen(port, '0.0.0.0', () => server.close(() => done(undefined)))
    }
  })
}

async function checkPorts(): Promise<void> {
  for (const [port, protocol] of [
    [80, 'tcp'],
    [443, 'tcp'],
    [443, 'udp'],
  ] as const) {
    const problem = await portProblem(port, protocol)
    if (problem === 'EADDRINUSE')
      throw new Error(`port ${port}/${protocol} is in use on this machine and Caddy needs it (see \`ss -lntup\`)`)
    if (problem) throw new Error(`cannot open port ${port}/${protocol} (${problem}): run as root`)
  }
}

/** The owner's first deploy; returns Caddy's root certificate file and the timings. */
async function deploy(project: Project, dir: string) {
  const started = Date.now()
  await project.compose(['up', '-d', '--build'])
  const upSeconds = (Date.now() - started) / 1000
  const [appId] = await runningIds(project, 'app')
  const healthySeconds = await waitHealthy(project, appId!)
  const [caddyId] = await runningIds(project, 'caddy')
  const caFile = join(dir, 'caddy-root.crt')
  for (;;) {
    try {
      writeFileSync(caFile, await project.docker(['exec', caddyId!, 'cat', CADDY_ROOT_CERT]))
      if ((await visitor(caFile).get('/')).status === 200) break
    } catch {
      // Caddy is still creating its CA or the certificate.
    }
    if (Date.now() - started > 120_000) throw new Error('https://localhost/ did not answer 200 within 120 s')
    await sleep(250)
  }
  const answerSeconds = (Date.now() - started) / 1000
  const caddyImage = await project.docker(['inspect', '-f', '{{.Config.Image}}', caddyId!])
  const caddyVersion = (await project.docker(['exec', caddyId!, 'caddy', 'version'])).trim().split(/\s/)[0]
  console.log(`test-deploy: Caddy ${caddyVersion} runs (image ${caddyImage.trim()})`)
  ok(
    `compose up -d --build: ${upSeconds.toFixed(1)} s; app healthy ${healthySeconds.toFixed(1)} s later; ` +
      `https://localhost/ answers ${answerSeconds.toFixed(1)} s after the start`,
  )
  return { caFile, upSeconds, healthySeconds, answerSeconds, caddyVersion }
}

/** What the README tells the owner: APP_REPLICAS=3 in .env, then compose up -d. */
async function scaleTo3(project: Project): Promise<void> {
  project.writeEnv({ ...TEST_SETTINGS, APP_REPLICAS: '3' })
  await project.compose(['up', '-d'])
  const ids = await runningIds(project, 'app')
  expect(ids.length === 3, `${ids.length} app containers after APP_REPLICAS=3`)
  const healthy = await Promise.all(ids.map((id) => waitHealthy(project, id)))
  // Caddy looks the containers up again every second (Caddyfile: refresh 1s).
  await sleep(1500)
  ok(`APP_REPLICAS=3 and compose up -d: 3 app containers, healthy within ${Math.max(...healthy).toFixed(1)} s`)
}

async function diagnose(project: Project): Promise<void> {
  try {
    console.error(await project.compose(['ps']))
    for (const service of ['app', 'caddy'])
      for (const id of await runningIds(project, service)) {
        const logs = await project.docker(['logs', '--tail', '30', id], { withStderr: true })
        console.error(`--- ${service} ${id.slice(0, 12)}\n${logs}`)
      }
  } catch (error) {
    console.error(`(no diagnostics: ${(error as Error).message})`)
  }
}

interface Started {
  engine?: Engine
  project?: Project
}

/**
 * Removes the release tags scripts/update.sh made (nusakode:<UTC time>-<commit>), on either spelling
 * of the name: the test owns that image name on this machine.
 */
function removeReleaseTags(engine: Engine): void {
  const [command, ...args] = engine.docker
  const env = { ...process.env, ...engine.env }
  const names = execFileSync(command!, [...args, 'image', 'ls', '--format', '{{.Repository}}:{{.Tag}}'], {
    env,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((name) => /(^|\/)nusakode:\d{8}T\d{6}Z-/.test(name))
  if (names.length > 0) execFileSync(command!, [...args, 'rmi', ...names], { env, stdio: 'ignore' })
}

/** Removes the project's containers, network and volumes, the release tags, the API service and the copy. */
function cleanUp({ project, engine }: Started, dir: string): void {
  if (project) {
    const [command, ...args] = project.composeCommand
    try {
      execFileSync(command!, [...args, 'down', '-v', '--remove-orphans', '-t', '10'], {
        cwd: project.dir,
        env: project.env,
        stdio: 'ignore',
      })
    } catch {
      console.error('test-deploy: compose down failed; look at `podman ps -a` or `docker ps -a`')
    }
  }
  try {
    if (engine) removeReleaseTags(engine)
  } catch {
    console.error('test-deploy: could not remove the nusakode release tags')
  }
  engine?.stop()
  rmSync(dir, { recursive: true, force: true })
}

async function main(): Promise<void> {
  const startedAt = Date.now()
  await checkPorts()
  const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'))
  const started: Started = {}
  // Never leave a container behind, even when the run fails or is interrupted.
  process.once('exit', () => cleanUp(started, dir))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))

  const engine = (started.engine = await startEngine(dir))
  console.log(`test-deploy: ${engine.name}`)
  removeReleaseTags(engine)
  const project = (started.project = copyProject(ROOT, join(dir, 'nusakode'), engine))
  project.writeEnv(TEST_SETTINGS)

  const figures: Record<string, unknown> = { engine: engine.name }
  let passed = 0
  try {
    const up = await deploy(project, dir)
    figures.deploy = up
    const client = visitor(up.caFile)
    let browsing: Visitors | undefined
    const browser = () => browsing!
    const steps: [string, () => Promise<unknown>][] = [
      ['tls', () => checkTls(project, client, up.caFile)],
      ['visitorAddress', () => checkVisitorAddress(project, client)],
      ['threeContainers', async () => (await scaleTo3(project), checkSpread(project, client))],
      ['worker', async () => void (browsing = await registerWorkers(project))],
      ['badSetting', () => badSettingKeepsOld(project, client)],
      ['settingsUpdate', () => settingsUpdate(project, browser().page)],
      ['update', () => imageUpdate(project, browser().page)],
      ['concurrentUpdates', () => concurrentUpdates(project)],
      ['killedUpdate', () => killedUpdate(project)],
      ['rollback', () => rollback(project)],
      ['frozen', () => frozenContainer(project)],
      ['crash', () => crashUnderLoad(project)],
      ['retiredHost', () => retiredHost(project, browser(), NEW_NUMBER)],
      ['stop', () => stopUnderLoad(project)],
    ]
    for (const [name, step] of steps) {
      figures[name] = await step()
      passed += 1
    }
  } catch (error) {
    console.error(`test-deploy: FAIL: ${(error as Error).message}`)
    await diagnose(project)
    console.log(`test-deploy: ${passed} passed, 1 failed`)
    process.exitCode = 1
    return
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
  const report = { date: new Date(), seconds, ...figures }
  writeFileSync(join(ROOT, 'bench-results', 'deploy.json'), JSON.stringify(report, null, 2))
  console.log(`test-deploy: passed in ${seconds} s (figures in bench-results/deploy.json)`)
  console.log(`test-deploy: ${passed} passed, 0 failed`)
}

await main()
// Whatever a library left open (sockets, timers), the test is over: the exit handler cleans up.
process.exit()
