/**
 * scripts/update.sh as the owner runs it from a terminal, its output followed as it comes; a bad
 * setting, and under load two runs at once, a run stopped halfway and a rollback. Each run here rolls
 * out the image that runs already: what is checked is the script.
 */
import { spawn } from 'node:child_process'
import { succeeds, waitFor } from './engine'
import { describeLoad, expectNoLongWait, underLoad } from './load'
import { expect, ok, type Project } from './project'
import type { Visitor } from './checks'

/** How a run ended: its exit code (null when a signal ended it), everything it printed, its duration. */
type UpdateResult = { code: number | null; output: string; seconds: number }

export function startUpdate(project: Project, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now()
  // Its own process group, as a login shell's job: signal() reaches every process it started.
  const child = spawn('bash', ['scripts/update.sh', ...args], {
    cwd: project.dir,
    env: { ...project.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exited = false
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const finished = new Promise<UpdateResult>((resolve) =>
    child.on('close', (code) => {
      exited = true
      resolve({ code, output, seconds: (Date.now() - started) / 1000 })
    }),
  )
  return {
    finished,
    /** Whether it printed `text` so far. */
    printed: (text: string) => output.includes(text),
    /** A signal to the script and everything it started, as a terminal or SSH sends it to its jobs. */
    signal: (name: NodeJS.Signals) => process.kill(-child.pid!, name),
    /** Resolves once it has printed `text` `times` times. */
    until: (text: string, times = 1) =>
      waitFor(
        () => {
          if (output.split(text).length > times) return true
          if (exited) throw new Error(`update.sh ended before printing "${text}" ${times} time(s):\n${output}`)
          return false
        },
        `update.sh printing "${text}" ${times} time(s)`,
        180_000,
      ),
  }
}

/** Checks how a run ended: exit 0, or (given `says`) an exit other than 0 with output that says so. */
export function expectEnded(run: UpdateResult, what: string, says?: string): void {
  if (says === undefined) expect(run.code === 0, `${what} failed:\n${run.output}`)
  else expect(run.code !== 0 && run.output.includes(says), `${what} did not end saying "${says}":\n${run.output}`)
}

/** The image every running app container runs, which must be one, and :latest. */
export async function runningImage(project: Project): Promise<string> {
  const images = new Set(await Promise.all((await project.ids('app')).map((id) => project.inspect(id, '{{.Image}}'))))
  expect(images.size === 1, `the app containers run ${images.size} images`)
  const [image] = images
  const latest = await project.docker(['image', 'inspect', '-f', '{{.Id}}', 'nusakode:latest'])
  expect(latest.trim().endsWith(image!.replace(/^sha256:/, '')), ':latest is not what runs')
  return image!
}

/** The lock is free once a run is over, whatever ended it. */
async function expectLockFree(project: Project): Promise<void> {
  expect(await succeeds(['flock', '-n', '.update.lock', 'true'], { cwd: project.dir }), 'update.sh left its lock held')
}

/** A bad value in .env: scripts/update.sh gives up on the new containers; the old ones serve on. */
export async function badSettingKeepsOld(project: Project, visit: Visitor): Promise<void> {
  const before = await project.ids('app')
  project.writeEnv({ APP_REPLICAS: String(before.length), WHATSAPP_NUMBER: '0812' })
  const outcome = await startUpdate(project).finished
  project.writeEnv({ APP_REPLICAS: String(before.length) })
  expectEnded(outcome, 'update.sh with a bad WHATSAPP_NUMBER', 'WHATSAPP_NUMBER: expected')
  const after = (await project.ids('app')).join()
  expect(after === before.join(), 'the old containers are not the ones running after a failed update')
  expect((await visit('/')).status === 200, 'the site does not answer after a failed update')
  ok(`a bad WHATSAPP_NUMBER: update.sh stops after ${outcome.seconds.toFixed(1)} s naming it; the old ones serve on`)
}

/** A second update.sh while one builds: refused at once, naming the first, which goes on. */
export async function concurrentUpdates(project: Project): Promise<void> {
  const { result, load } = await underLoad('during two runs at once', async () => {
    const first = startUpdate(project)
    await first.until('building the image')
    const refused = await startUpdate(project).finished
    return { refused, done: await first.finished }
  })
  const { refused, done } = result
  expectNoLongWait(load, 'during two runs at once')
  expectEnded(refused, 'the second run', 'another update.sh is running')
  expectEnded(done, 'the first run')
  expect((await project.ids('app')).length === 3, 'not 3 app containers after both runs')
  await expectLockFree(project)
  ok(`two update.sh at once: the second refused in ${refused.seconds.toFixed(1)} s; ${describeLoad(load)}`)
}

/** SIGHUP to the whole run (a dropped SSH session) while the new containers start. */
export async function killedUpdate(project: Project): Promise<void> {
  const before = await project.ids('app')
  const image = await runningImage(project)
  const { result, load } = await underLoad('during the stopped run', async () => {
    const update = startUpdate(project)
    await update.until('approved after')
    const killedAt = Date.now()
    update.signal('SIGHUP')
    return { outcome: await update.finished, exitSeconds: (Date.now() - killedAt) / 1000 }
  })
  const { outcome, exitSeconds } = result
  expectEnded(outcome, 'the run stopped by SIGHUP', 'undone')
  expect((await project.ids('app')).join() === before.join(), 'the containers of before are not the ones running')
  const all = (await project.compose(['ps', '-a', '-q', 'app'])).split('\n').filter(Boolean)
  expect(all.length === before.length, 'a new container was left behind')
  expect((await runningImage(project)) === image, 'the image changed')
  await expectLockFree(project)
  ok(`update.sh stopped by SIGHUP after a first approval: undone in ${exitSeconds.toFixed(1)} s; ${describeLoad(load)}`)
}

/** `update.sh --rollback` after the new-image update: the image of before, without a build, in 60 s. */
export async function rollback(project: Project): Promise<void> {
  const current = await runningImage(project)
  const images = await project.docker(['image', 'ls', '-q', '--no-trunc'])
  const { result, load } = await underLoad('during the rollback', () => startUpdate(project, ['--rollback']).finished)
  expectNoLongWait(load, 'during the rollback')
  expectEnded(result, 'update.sh --rollback')
  const back = await runningImage(project)
  expect(back !== current, 'the rollback runs the same image')
  expect(!result.output.includes('building'), 'the rollback built an image')
  expect(images.includes(back.replace(/^sha256:/, '')), 'the rollback runs an image that did not exist before it')
  expect(result.seconds <= 60, `the rollback took ${result.seconds} s`)
  ok(`update.sh --rollback: ${result.seconds.toFixed(1)} s, no build; ${describeLoad(load)}`)
}
