/**
 * `npm run test:deploy` (docs/deployment.md): the project's own compose.yaml, in a copy of the
 * checkout with its own .env (DOMAIN=localhost), comes up with a real compose engine and Caddy in
 * front with its own CA; then the steps below, most under load, and everything is removed. Needs
 * root and, without Docker, podman, docker-compose and the dnsname plugin (.ci/run installs them).
 * TEST_DEPLOY_STEPS=threeContainers,flood runs the first deploy and only the steps it names
 * (a step that needs an earlier one's result needs it named too).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { badRelease } from './bad-release'
import { imageUpdate, registerWorkers, retiredHost, settingsUpdate, type Visitors } from './browser'
import { checkTls, checkVisitorAddress, deploy, threeContainers, visitor } from './checks'
import { expectAllCounted, expectKillLoss, inPhase, storeVolume } from './counting'
import { run, startEngine, type Engine } from './engine'
import { signalUnderLoad, stopUnderLoad } from './faults'
import { copyProject, type Project } from './project'
import { rewrittenPage } from './rewriting-cdn'
import { BUSY_CONTAINER, flood } from './flood'
import { testimonialKept, testimonialPublished } from './testimonials'
import { badSettingKeepsOld, concurrentUpdates, killedUpdate, rollback } from './update-script'
import { createVisitorNetwork, removeVisitorNetwork } from './visitor-network'

const ROOT = resolve(import.meta.dirname, '../..')

/** Runs a command to its end, blocking (the exit handler cannot wait); its output. */
const runSync = ([file, ...args]: string[], env: NodeJS.ProcessEnv, cwd?: string) =>
  execFileSync(file!, args, { env: { ...process.env, ...env }, cwd, encoding: 'utf8', stdio: 'pipe' })

/** Removes the release tags update.sh made (nusakode:<UTC time>-<commit>): the test owns that image name here. */
function removeReleaseTags(engine: Engine): void {
  const names = runSync([...engine.docker, 'image', 'ls', '--format', '{{.Repository}}:{{.Tag}}'], engine.env)
    .split('\n')
    .filter((name) => /(^|\/)nusakode:\d{8}T\d{6}Z-/.test(name))
  if (names.length > 0) runSync([...engine.docker, 'rmi', ...names], engine.env)
}

async function main(): Promise<void> {
  const startedAt = Date.now()
  // Caddy publishes 80/tcp, 443/tcp and 443/udp: they must be free, and binding them needs root.
  if (process.getuid?.() !== 0) throw new Error('Caddy publishes ports 80 and 443: run as root')
  const used = (await run(['ss', '-Hlntup', '( sport = :80 or sport = :443 )'])).trim()
  if (used) throw new Error(`ports 80 and 443 are in use on this machine and Caddy needs them:\n${used}`)
  const dir = mkdtempSync(join(tmpdir(), 'deploy-test-'))
  const started: { engine?: Engine; project?: Project } = {}
  // Never leave a container behind, even when the run fails or is interrupted: the project's containers,
  // network and volumes, the flood's busy container, the release tags, the API service, the visitor's
  // network and the copy.
  process.once('exit', () => {
    const { engine, project } = started
    try {
      removeVisitorNetwork()
    } catch (error) {
      console.error(`test-deploy: removing the visitor's network failed, look at \`ip netns list\`: ${error}`)
    }
    try {
      if (engine) runSync([...engine.docker, 'rm', '-f', BUSY_CONTAINER], engine.env)
    } catch {
      // Not there: the flood ended, or never began.
    }
    try {
      if (engine && project)
        runSync([...engine.compose, 'down', '-v', '--remove-orphans', '-t', '10'], project.env, project.dir)
      if (engine) removeReleaseTags(engine)
    } catch (error) {
      console.error(`test-deploy: cleaning up failed, look at \`podman ps -a\` or \`docker ps -a\`: ${error}`)
    }
    engine?.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))

  const engine = (started.engine = await startEngine(dir))
  console.log(`test-deploy: ${engine.name}`)
  removeReleaseTags(engine)
  const project = (started.project = copyProject(ROOT, join(dir, 'nusakode'), engine))
  project.writeEnv()
  const visitorNetwork = createVisitorNetwork(dir)

  let passed = 0
  try {
    const caFile = await deploy(project, dir)
    // update.sh ends by fetching SITE_URL (https://localhost here) with curl, which then trusts Caddy's CA.
    project.env.CURL_CA_BUNDLE = caFile
    const client = visitor(caFile)
    // Every container shares it, and the last step stops them all: named now.
    const store = await storeVolume(project, (await project.ids('app'))[0]!)
    let visitors!: Visitors
    let killed!: { id: string; at: number }
    const steps: [string, () => Promise<unknown>][] = [
      ['tls', () => checkTls(project, client, caFile)],
      ['visitorAddress', () => checkVisitorAddress(project, client)],
      ['threeContainers', () => threeContainers(project, client)],
      ['testimonialPublished', () => testimonialPublished(project)],
      ['worker', async () => void (visitors = await registerWorkers(project, visitorNetwork))],
      ['badSetting', () => badSettingKeepsOld(project, client)],
      ['settingsUpdate', () => inPhase('settings', () => settingsUpdate(project, visitors.page))],
      ['settingsCounted', () => expectAllCounted(project, store, 'settings', 'a settings-only update')],
      ['update', () => imageUpdate(project, visitors.page)],
      ['concurrentUpdates', () => concurrentUpdates(project)],
      ['killedUpdate', () => killedUpdate(project)],
      ['rollback', () => rollback(project)],
      ['testimonialKept', () => testimonialKept(project, 'an update, a settings update and a rollback')],
      // After the rollback: a failed release is newer than what runs, so --rollback never picks it.
      ['badPost', () => badRelease(project, 'post')],
      ['badPages', () => badRelease(project, 'pages')],
      ['frozen', () => signalUnderLoad(project, 'STOP')],
      ['crash', async () => void (killed = await inPhase('crash', () => signalUnderLoad(project, 'KILL')))],
      ['crashCounted', () => expectKillLoss(project, store, 'crash', killed)],
      ['retiredHost', () => retiredHost(project, visitors, caFile)],
      ['flood', () => flood(project, 'flood')],
      ['starvedFlood', () => flood(project, 'starvedFlood')],
      ['rewrittenPage', () => rewrittenPage(project, caFile)],
      ['stop', () => inPhase('stop', () => stopUnderLoad(project))],
      ['stopCounted', () => expectAllCounted(project, store, 'stop', 'a stop of every container')],
    ]
    const only = process.env.TEST_DEPLOY_STEPS?.split(',')
    const unknown = only?.filter((name) => !steps.some(([step]) => step === name)) ?? []
    if (unknown.length > 0) throw new Error(`TEST_DEPLOY_STEPS names no step ${unknown.join(', ')}`)
    for (const [name, step] of steps) {
      if (only && !only.includes(name)) continue
      await step()
      passed += 1
    }
  } catch (error) {
    console.error(`test-deploy: FAIL: ${(error as Error).message}`)
    // What compose knows of the containers, and the end of their logs.
    for (const args of [['ps'], ['logs', '--tail', '30']])
      console.error(await project.compose(args).catch((failed: Error) => `(no diagnostics: ${failed.message})`))
    console.log(`test-deploy: ${passed} passed, 1 failed`)
    process.exitCode = 1
    return
  }
  console.log(`test-deploy: passed in ${Math.round((Date.now() - startedAt) / 1000)} s`)
  console.log(`test-deploy: ${passed} passed, 0 failed`)
}

await main()
// Whatever a library left open (sockets, timers), the test is over: the exit handler cleans up.
process.exit()
