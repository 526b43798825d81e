/**
 * scripts/update.sh itself: two runs at once, a run stopped halfway, and a rollback, under load.
 * Each run here rolls out the image that runs already (no change): what is checked is the script.
 */
import { expect, ok } from './checks'
import { inspect, runningIds } from './containers'
import { run } from './engine'
import { describeFailures, describeLoad } from './faults'
import { loadWhile, type LoadReport } from './load'
import type { Project } from './project'
import { count, startUpdate } from './update-run'

const URL = 'https://localhost/'

const imageIdOf = (project: Project, reference: string) =>
  project.docker(['image', 'inspect', '-f', '{{.Id}}', reference]).then((id) => id.trim())

/** Every container of the app service, whatever its state. */
const allAppIds = async (project: Project) =>
  (await project.compose(['ps', '-a', '-q', 'app'])).split('\n').filter(Boolean)

/** The image every running app container runs, which must be one, and :latest. */
async function runningImage(project: Project): Promise<string> {
  const images = new Set(
    await Promise.all((await runningIds(project, 'app')).map((id) => inspect(project, id, '{{.Image}}'))),
  )
  expect(images.size === 1, `the app containers run ${images.size} images`)
  const [image] = images
  expect(
    (await imageIdOf(project, 'nusakode:latest')).endsWith(image!.replace(/^sha256:/, '')),
    ':latest is not what runs',
  )
  return image!
}

/** The lock is free once a run is over, whatever ended it. */
async function expectLockFree(project: Project): Promise<void> {
  const free = await run(['flock', '-n', '.update.lock', 'true'], { cwd: project.dir }).then(
    () => true,
    () => false,
  )
  expect(free, 'update.sh left its lock held')
}

export async function concurrentUpdates(project: Project): Promise<{ load: LoadReport; refusedSeconds: number }> {
  const { result, load } = await loadWhile(URL, async () => {
    const first = startUpdate(project)
    await first.until((out) => out.includes('building the image'), 'start of the build')
    const second = startUpdate(project)
    const refused = await second.finished
    const done = await first.finished
    return { refused, done }
  })
  const { refused, done } = result
  expect(
    refused.code !== 0 && refused.output.includes('another update.sh is running'),
    `the second run: ${refused.output}`,
  )
  expect(done.code === 0, `the first run failed:\n${done.output}`)
  expect((await runningIds(project, 'app')).length === 3, 'not 3 app containers after both runs')
  await expectLockFree(project)
  expect(load.failed === 0, `${load.failed} requests failed: ${describeFailures(load)}`)
  ok(
    `two update.sh at once: the second refused in ${refused.seconds.toFixed(1)} s naming the first, which went on ` +
      `(${done.seconds.toFixed(1)} s); ${describeLoad(load)}`,
  )
  return { load, refusedSeconds: refused.seconds }
}

/** SIGHUP to the whole run (a dropped SSH session) while the new containers start. */
export async function killedUpdate(project: Project): Promise<{ load: LoadReport; exitSeconds: number }> {
  const before = await runningIds(project, 'app')
  const image = await runningImage(project)
  const { result, load } = await loadWhile(URL, async () => {
    const update = startUpdate(project)
    await update.until((out) => out.includes('new container(s) beside'), 'start of the new containers')
    await update.until((out) => count(out, /approved after/) >= 1, 'a first approval')
    const killedAt = Date.now()
    update.signal('SIGHUP')
    const outcome = await update.finished
    return { outcome, exitSeconds: (Date.now() - killedAt) / 1000 }
  })
  const { outcome, exitSeconds } = result
  expect(outcome.code !== 0 && outcome.output.includes('undone'), `the stopped run did not undo:\n${outcome.output}`)
  expect(
    (await runningIds(project, 'app')).join() === before.join(),
    'the containers of before are not the ones running',
  )
  expect((await allAppIds(project)).length === before.length, 'a new container was left behind')
  expect((await runningImage(project)) === image, 'the image changed')
  await expectLockFree(project)
  expect(load.failed === 0, `${load.failed} requests failed: ${describeFailures(load)}`)
  ok(
    `update.sh stopped by SIGHUP after a first approval: cleaned up in ${exitSeconds.toFixed(1)} s; the 3 old ` +
      `containers serve on, no other left, :latest unchanged, lock free; ${describeLoad(load)}`,
  )
  return { load, exitSeconds }
}

/** `update.sh --rollback` after the new-image update: the image of before, without a build, in 60 s. */
export async function rollback(project: Project): Promise<{ load: LoadReport; seconds: number }> {
  const current = await runningImage(project)
  const images = await project.docker(['image', 'ls', '-q', '--no-trunc'])
  const { result, load } = await loadWhile(URL, async () => {
    const outcome = await startUpdate(project, ['--rollback']).finished
    expect(outcome.code === 0, `update.sh --rollback failed:\n${outcome.output}`)
    return outcome
  })
  const back = await runningImage(project)
  expect(back !== current, 'the rollback runs the same image')
  expect(!result.output.includes('building'), 'the rollback built an image')
  expect(images.includes(back.replace(/^sha256:/, '')), 'the rollback runs an image that did not exist before it')
  expect(result.seconds <= 60, `the rollback took ${result.seconds} s`)
  expect(load.failed === 0, `${load.failed} requests failed: ${describeFailures(load)}`)
  const tag = /rolling back to (\S+)/.exec(result.output)?.[1]
  ok(`update.sh --rollback to ${tag}: ${result.seconds.toFixed(1)} s, no build; ${describeLoad(load)}`)
  return { load, seconds: result.seconds }
}
