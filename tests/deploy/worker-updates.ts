/**
 * Updates with a visitor whose service worker installs while both builds serve: scripts/update.sh
 * keeps them together for OVERLAP_SECONDS (its Caddy wait, lengthened), and meanwhile the visitor's
 * page checks for a new worker again and again, as each page view does. Every fetch of an install
 * goes to whichever container Caddy picks, so without integrity a new list would be kept with some
 * of the old build's bytes. Checked: every kept file is its build's bytes; after every install that
 * succeeded the precache is exactly one build's list; at the end the worker in charge has the new
 * build's list, every file of it kept (beside what a refused install may have left); every container answers
 * every script either build's pages name; the load (the page and the old build's scripts) never fails.
 */
import { writeFileSync, appendFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { checkForUpdate, precachedFiles, type KeptFile, type UpdateOutcome } from './browser'
import { expect, ok } from './checks'
import { inspect, runningIds, servedBuild, statusesFrom, type ServedBuild } from './containers'
import { describeFailures, describeLoad } from './faults'
import { loadWhile, type LoadReport } from './load'
import { TEST_SETTINGS, type Project } from './project'
import { count, startUpdate } from './update-run'

const URL = 'https://localhost/'
const OVERLAP_SECONDS = 20
/** The number the owner moves to in the settings-only update. */
export const NEW_NUMBER = '6289876543210'

export interface WorkerUpdateFigures {
  load: LoadReport
  updateSeconds: number
  outcomes: Record<UpdateOutcome, number>
  scripts: number
  containers: number
}

type Builds = Record<'old' | 'new', ServedBuild['files']>

/** Every build a visitor's page has met in an earlier update: a refused install may have kept files of any. */
const earlierBuilds = new WeakMap<Page, Builds['new'][]>()

/**
 * Checks every response the precache holds against the builds' lists: one kept under a build's
 * revision must be that build's bytes (the classic failure is a page of the old build under the new
 * revision). An install that failed leaves what it fetched beside the list in use, also of a build
 * met in an earlier update. Returns the build whose list the precache is exactly, if one is: once an
 * install completes, Workbox removes everything else.
 */
async function keptBuild(page: Page, builds: Builds): Promise<'old' | 'new' | 'both'> {
  const kept = await precachedFiles(page)
  const lists = [builds.old, builds.new, ...(earlierBuilds.get(page) ?? [])]
  for (const { path, revision, sha256 } of kept) {
    const owners = lists.filter((list) => list[path]?.revision === revision)
    expect(owners.length > 0, `${path} is kept under revision ${revision}, which no build lists`)
    expect(
      owners.some((list) => list[path]!.sha256 === sha256),
      `${path} is kept under a build's revision with other bytes: the precache mixes builds`,
    )
  }
  const exactly = (build: 'old' | 'new') =>
    kept.length === Object.keys(builds[build]).length &&
    kept.every(({ path, revision }) => builds[build][path]?.revision === revision)
  return exactly('new') ? 'new' : exactly('old') ? 'old' : 'both'
}

/** Whether the precache holds every file of a build's list under its revision (bytes: keptBuild checks them). */
const holdsEvery = (kept: KeptFile[], build: Builds['new']) =>
  Object.entries(build).every(([path, { revision }]) =>
    kept.some((file) => file.path === path && file.revision === revision),
  )

/** How a precache differs from a build's list: files missing, kept under another revision, or extra. */
function describeKept(kept: KeptFile[], build: Builds['new']): string {
  const keptPaths = new Set(kept.map(({ path }) => path))
  const missing = Object.keys(build).filter((path) => !keptPaths.has(path))
  const other = kept.filter(({ path, revision }) => path in build && build[path]!.revision !== revision)
  const extra = kept.filter(({ path }) => !(path in build))
  return [
    `missing ${missing.join(', ') || 'none'}`,
    `under another revision ${other.map(({ path, revision }) => `${path}@${revision}`).join(', ') || 'none'}`,
    `not listed ${extra.map(({ path }) => path).join(', ') || 'none'}`,
  ].join('; ')
}

/** scripts/update.sh under load while the visitor's worker checks for the new list. */
async function updateWithVisitor(project: Project, page: Page, what: string): Promise<WorkerUpdateFigures> {
  const before = await runningIds(project, 'app')
  const old = await servedBuild(project, before[0]!)
  const outcomes: Record<UpdateOutcome, number> = { unchanged: 0, activated: 0, redundant: 0 }
  let scripts: string[] = []
  let containers = 0

  const { result, load } = await loadWhile(URL, async () => {
    const update = startUpdate(project, [], { CADDY_REFRESH_SECONDS: String(OVERLAP_SECONDS) })
    await update.until((out) => count(out, /approved after/) === before.length, 'approval of every new container')
    const added = (await runningIds(project, 'app')).filter((id) => !before.includes(id))
    const next = await servedBuild(project, added[0]!)
    scripts = [...new Set([...old.scripts, ...next.scripts])]
    for (const id of [...before, ...added]) {
      const statuses = await statusesFrom(project, id, scripts)
      const missing = scripts.filter((script) => statuses[script] !== 200)
      expect(missing.length === 0, `container ${id.slice(0, 12)} answered ${missing.map((s) => `${s} ${statuses[s]}`)}`)
      containers += 1
    }
    const builds = { old: old.files, new: next.files }
    while (!update.output().includes('stopping the old')) {
      const outcome = await checkForUpdate(page)
      outcomes[outcome] += 1
      const kept = await keptBuild(page, builds)
      expect(outcome !== 'activated' || kept !== 'both', 'a worker took over with a precache of both builds')
    }
    const done = await update.finished
    expect(done.code === 0, `update.sh failed:\n${done.output}`)
    return { seconds: done.seconds, builds }
  }, ['/', ...old.scripts])
  expect(load.failed === 0, `${load.failed} requests failed during the ${what}: ${describeFailures(load)}`)
  expect(outcomes.activated + outcomes.redundant > 0, 'no install of the new list was tried while both builds served')

  // Once only the new build serves, the next check installs it, unless the worker in charge already
  // has its list: a check then finds nothing new. An install refused during the overlap may have left
  // files of the other build beside that list; they are never answered (the worker looks files up by
  // its own list's revisions) and the next build's worker removes them.
  const { builds } = result
  let ended = false
  for (let tries = 0; !ended && tries < 10; tries += 1) {
    const outcome = await checkForUpdate(page)
    outcomes[outcome] += 1
    ended = outcome === 'unchanged' && holdsEvery(await precachedFiles(page), builds.new)
  }
  await keptBuild(page, builds) // every kept file its build's bytes
  const kept = await precachedFiles(page)
  expect(
    ended,
    `the visitor did not end with the new build (${JSON.stringify(outcomes)}): ${describeKept(kept, builds.new)}`,
  )
  earlierBuilds.set(page, [...(earlierBuilds.get(page) ?? []), builds.old])
  const leftovers = kept.length - Object.keys(builds.new).length
  ok(
    `${what}: ${describeLoad(load)}; visitor's worker during the overlap: ${outcomes.redundant} install(s) ` +
      `refused, ${outcomes.activated} complete, ${outcomes.unchanged} check(s) found its own list; every kept ` +
      `file its build's bytes, at the end the new build's ${Object.keys(builds.new).length} ` +
      `(${leftovers} left beside them by a refused install); ` +
      `${scripts.length} scripts of both builds answered 200 by all ${containers} containers`,
  )
  return { load, updateSeconds: result.seconds, outcomes, scripts: scripts.length, containers }
}

/** The owner changes WHATSAPP_NUMBER: same image, new containers, every page says the new number. */
export async function settingsUpdate(project: Project, page: Page): Promise<WorkerUpdateFigures> {
  project.writeEnv({ ...TEST_SETTINGS, APP_REPLICAS: '3', WHATSAPP_NUMBER: NEW_NUMBER })
  const figures = await updateWithVisitor(project, page, 'settings-only update (new WHATSAPP_NUMBER)')
  const [serving] = await runningIds(project, 'app')
  const home = `/?__WB_REVISION__=${(await servedBuild(project, serving!)).files['/']!.revision}`
  const shown = await page.evaluate(async (key) => (await (await caches.match(key))?.text()) ?? '', home)
  expect(shown.includes(NEW_NUMBER), "the visitor's kept page does not show the new number")
  return figures
}

export interface ImageUpdateFigures extends WorkerUpdateFigures {
  buildSeconds: number
}

/** A new image whose landing script differs (so its pages name another script), built then rolled out. */
export async function imageUpdate(project: Project, page: Page): Promise<ImageUpdateFigures> {
  writeFileSync(join(project.dir, 'public', 'deploy-test.txt'), 'the updated image\n')
  appendFileSync(
    join(project.dir, 'client/islands/stat-counters.island.tsx'),
    // The build also loads the island in Node (the page table names it), where there is no document.
    "if (typeof document !== 'undefined') document.documentElement.dataset.build = 'next'\n",
  )
  const buildStarted = Date.now()
  await project.compose(['build', 'app'])
  const buildSeconds = (Date.now() - buildStarted) / 1000
  const before = await runningIds(project, 'app')
  const oldImage = await inspect(project, before[0]!, '{{.Image}}')
  const figures = await updateWithVisitor(project, page, 'update (scripts/update.sh, new image)')
  for (const id of await runningIds(project, 'app'))
    expect((await inspect(project, id, '{{.Image}}')) !== oldImage, 'a container runs the old image')
  return { ...figures, buildSeconds }
}
