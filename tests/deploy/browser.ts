/**
 * A visitor's real browser: the machine's Chromium over Caddy's HTTPS, trusting Caddy's local CA by
 * the SPKI of the intermediate certificate in every chain, so service workers register as on a real
 * site (`*.localhost` resolves to loopback). The visitor keeps its worker through two updates, its page
 * checking for a new one again and again (as each page view does) while update.sh keeps both builds
 * serving for OVERLAP_SECONDS: an install's fetches go to either container, so without integrity a new
 * list would be kept with some of the old build's bytes. Another visitor, who knew only
 * https://old.localhost, returns after the owner retired that name (the Caddyfile's `retired_host`)
 * and must end on https://localhost with what it serves now.
 */
import { createHash, X509Certificate } from 'node:crypto'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright'
import { CHROMIUM_ARGS } from '../support/chromium-path'
import { run, waitFor } from './engine'
import { describeLoad, expectNoLongWait, underLoad } from './load'
import { expect, ok, servedBuild, type Project, type ServedBuild } from './project'
import { expectEnded, startUpdate } from './update-script'
import type { VisitorNetwork } from './visitor-network'

const OLD_HOST = 'old.localhost'
const CADDY_INTERMEDIATE = '/data/caddy/pki/authorities/local/intermediate.crt'
const CADDY_RELOAD = ['caddy', 'reload', '--config', '/etc/caddy/Caddyfile', '--adapter', 'caddyfile']

/** Visits a page in a new tab of `context`, and waits until a service worker controls it, everything precached. */
async function visitUntilControlled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }))
  })
  return page
}

/** What the page does on each view (client/register-service-worker.ts), awaited to its end; its outcome, counted. */
async function checkForUpdate(page: Page, outcomes: Record<'unchanged' | 'activated' | 'redundant', number>) {
  const outcome = await page.evaluate(async (): Promise<keyof typeof outcomes> => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration!.update()
    const worker = registration!.installing ?? registration!.waiting
    if (!worker) return 'unchanged'
    // No named function in here: tsx would wrap it in a helper the page does not have.
    while (worker.state !== 'activated' && worker.state !== 'redundant')
      await new Promise((resume) => worker.addEventListener('statechange', resume, { once: true }))
    return worker.state
  })
  outcomes[outcome] += 1
  return outcome
}

/** Every response in the worker's precache (a failed install's too): path, Workbox revision (none if hashed), sha256. */
function precachedFiles(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))
    const cache = await caches.open(name!)
    const kept = []
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request))!.arrayBuffer()
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
      const url = new URL(request.url)
      const revision = url.searchParams.get('__WB_REVISION__')
      kept.push({ path: url.pathname, revision, sha256: btoa(String.fromCharCode(...digest)) })
    }
    return kept
  })
}

type KeptFile = Awaited<ReturnType<typeof precachedFiles>>[number]
export type Visitors = Awaited<ReturnType<typeof registerWorkers>>

/** The project's Caddyfile plus a block for the old name, then `caddy reload`, as the owner does it. */
async function configureOldHost(project: Project, directive: string): Promise<void> {
  const file = join(project.dir, 'Caddyfile')
  const own = readFileSync(file, 'utf8').split(`\n${OLD_HOST} {`)[0]!
  // Written in place: the container sees the bind-mounted file's new content.
  writeFileSync(file, `${own}\n${OLD_HOST} {\n\t${directive}\n}\n`)
  await project.compose(['exec', '-T', 'caddy', ...CADDY_RELOAD])
}

/**
 * A visitor's browser, on a network of its own (visitor-network.ts), whose worker controls a page of
 * https://localhost, and the visitor who knew the old name only.
 */
export async function registerWorkers(project: Project, network: VisitorNetwork) {
  const [caddy] = await project.ids('caddy')
  const intermediate = new X509Certificate(await project.docker(['exec', caddy!, 'cat', CADDY_INTERMEDIATE]))
  // base64 sha256 of its SubjectPublicKeyInfo, as --ignore-certificate-errors-spki-list takes it.
  const der = intermediate.publicKey.export({ type: 'spki', format: 'der' })
  const spki = createHash('sha256').update(der).digest('base64')
  const args = [...CHROMIUM_ARGS, ...network.args, `--ignore-certificate-errors-spki-list=${spki}`]
  const browser = await chromium.launch({ executablePath: network.executablePath, args })
  const page = await visitUntilControlled(await browser.newContext(), 'https://localhost/')
  const kept = (await precachedFiles(page)).length

  await configureOldHost(project, 'import app')
  const oldHostVisitor = await browser.newContext()
  await (await visitUntilControlled(oldHostVisitor, `https://${OLD_HOST}/`)).close()
  ok(`a visitor's Chromium registers the worker over HTTPS: ${kept} files precached, the same at https://${OLD_HOST}`)
  return { browser, page, oldHostVisitor }
}

const OVERLAP_SECONDS = 20
/** In a container (project.node): each path of the list in argv[1] with the status the app answers. */
const STATUSES =
  "return Promise.all(JSON.parse(process.argv[1]).map(async (path) => `${path} ${(await fetch('http://127.0.0.1:3000' + path)).status}`))"
/** The number the owner moves to in the settings-only update. */
const NEW_NUMBER = '6289876543210'

type Files = ServedBuild['files']

/** Every build the visitor's page met in an earlier update: a refused install may have kept files of any. */
const earlierBuilds: Files[] = []

/** The files of a build's list that the precache does not hold under their revision, as path@revision. */
const missingFrom = (kept: KeptFile[], build: Files) =>
  Object.entries(build)
    .filter(([path, { revision }]) => !kept.some((file) => file.path === path && file.revision === revision))
    .map(([path, { revision }]) => `${path}@${revision}`)

/**
 * Checks every response the precache holds against the builds' lists, this update's and earlier
 * ones' (a failed install leaves what it fetched): one kept under a build's revision must be that
 * build's bytes; the classic failure is a page of the old build under the new revision. Whether the
 * precache is exactly one build's list, as a completed install leaves it.
 */
function checkKept(kept: KeptFile[], old: Files, next: Files): boolean {
  for (const { path, revision, sha256 } of kept) {
    const owners = [old, next, ...earlierBuilds].filter((list) => list[path]?.revision === revision)
    expect(owners.length > 0, `${path} is kept under revision ${revision}, which no build lists`)
    const mixed = !owners.some((list) => list[path]!.sha256 === sha256)
    expect(!mixed, `${path} is kept under a build's revision with other bytes: the precache mixes builds`)
  }
  const exactly = (build: Files) => kept.length === Object.keys(build).length && missingFrom(kept, build).length === 0
  return exactly(next) || exactly(old)
}

/** scripts/update.sh under load while the visitor's worker checks for the new list. */
async function updateWithVisitor(project: Project, page: Page, what: string) {
  const before = await project.ids('app')
  const old = await servedBuild(project, before[0]!)
  const outcomes = { unchanged: 0, activated: 0, redundant: 0 }
  let scripts: string[] = []

  const rollOut = async () => {
    const update = startUpdate(project, [], { CADDY_REFRESH_SECONDS: String(OVERLAP_SECONDS) })
    await update.until('approved after', before.length)
    const added = (await project.ids('app')).filter((id) => !before.includes(id))
    const next = await servedBuild(project, added[0]!)
    scripts = [...new Set([...old.scripts, ...next.scripts])]
    for (const id of [...before, ...added]) {
      const answers = await project.node<string[]>(id, STATUSES, JSON.stringify(scripts))
      const failed = answers.filter((answer) => !answer.endsWith(' 200'))
      expect(failed.length === 0, `container ${id.slice(0, 12)} answered ${failed.join(', ')}`)
    }
    while (!update.printed('stopping the old')) {
      const outcome = await checkForUpdate(page, outcomes)
      const oneBuild = checkKept(await precachedFiles(page), old.files, next.files)
      expect(outcome !== 'activated' || oneBuild, 'a worker took over with a precache of both builds')
    }
    expectEnded(await update.finished, 'update.sh')
    return { next: next.files, containers: before.length + added.length }
  }
  const { result, load } = await underLoad(`during the ${what}`, rollOut, ['/', ...old.scripts])
  expectNoLongWait(load, `during the ${what}`)
  expect(outcomes.activated + outcomes.redundant > 0, 'no install of the new list was tried while both builds served')

  // Once only the new build serves, the next check installs it, unless the worker in charge already has
  // its list (then a check finds nothing new). Files a refused install left beside it are never answered
  // (the worker looks files up by its own list's revisions); the next build's worker removes them.
  const { next, containers } = result
  let kept: KeptFile[] = []
  let missing: string[] = []
  let ended = false
  for (let tries = 0; !ended && tries < 10; tries += 1) {
    const outcome = await checkForUpdate(page, outcomes)
    kept = await precachedFiles(page)
    missing = missingFrom(kept, next)
    ended = outcome === 'unchanged' && missing.length === 0
  }
  checkKept(kept, old.files, next) // every kept file its build's bytes
  expect(ended, `the visitor did not end with the new build (${JSON.stringify(outcomes)}): missing ${missing}`)
  earlierBuilds.push(old.files)
  ok(
    `${what}: ${describeLoad(load)}; the visitor's worker: ${JSON.stringify(outcomes)}, then the new build's ` +
      `${Object.keys(next).length} files; ${scripts.length} scripts answered 200 by all ${containers} containers`,
  )
}

/** The owner changes WHATSAPP_NUMBER: same image, new containers, every page says the new number. */
export async function settingsUpdate(project: Project, page: Page): Promise<void> {
  project.writeEnv({ APP_REPLICAS: '3', WHATSAPP_NUMBER: NEW_NUMBER })
  await updateWithVisitor(project, page, 'settings-only update (new WHATSAPP_NUMBER)')
  const [serving] = await project.ids('app')
  const home = `/?__WB_REVISION__=${(await servedBuild(project, serving!)).files['/']!.revision}`
  const shown = await page.evaluate(async (key) => (await (await caches.match(key))?.text()) ?? '', home)
  expect(shown.includes(NEW_NUMBER), "the visitor's kept page does not show the new number")
}

/** A new image whose landing script differs (so its pages name another script), built then rolled out. */
export async function imageUpdate(project: Project, page: Page): Promise<void> {
  writeFileSync(join(project.dir, 'public', 'deploy-test.txt'), 'the updated image\n')
  const island = join(project.dir, 'client/islands/stat-counters.island.tsx')
  // The build also loads the island in Node (the page table names it), where there is no document.
  appendFileSync(island, "if (typeof document !== 'undefined') document.documentElement.dataset.build = 'next'\n")
  await project.compose(['build', 'app'])
  const oldImage = await project.inspect((await project.ids('app'))[0]!, '{{.Image}}')
  await updateWithVisitor(project, page, 'update (scripts/update.sh, new image)')
  for (const id of await project.ids('app'))
    expect((await project.inspect(id, '{{.Image}}')) !== oldImage, 'a container runs the old image')
}

export async function retiredHost(project: Project, visitors: Visitors, caFile: string): Promise<void> {
  await configureOldHost(project, 'import retired_host')
  // A form posted from an old page (no JavaScript) is sent on as a post, not turned into a GET. Over
  // HTTP/1.1: Caddy answers before reading the body, and over HTTP/2 then resets the stream, which
  // Debian's curl 7.88 reports as an error after the answer (a browser keeps the answer).
  const post = ['-sS', '--http1.1', '-o', '/dev/null', '-w', '%{http_code} %{redirect_url}', '--cacert', caFile]
  post.push('--data', 'x=1')
  const redirected = (await run(['curl', ...post, `https://${OLD_HOST}/pesanan`])).trim()
  expect(redirected === '308 https://localhost/pesanan', `a post to the old host answered "${redirected}"`)
  const started = Date.now()
  const page = await visitors.oldHostVisitor.newPage()
  const first = await page.goto(`https://${OLD_HOST}/`)
  expect(first!.fromServiceWorker(), 'the old worker did not answer the first visit after the move')
  // The page checks for a new worker once it is live: it gets the remover, which empties the caches and unregisters.
  const unregistered = () => page.evaluate(async () => !(await navigator.serviceWorker.getRegistration()))
  await waitFor(unregistered, 'the old service worker unregistered', 20_000)
  const cachesLeft = await page.evaluate(async () => (await caches.keys()).length)
  expect(cachesLeft === 0, `${cachesLeft} caches left at https://${OLD_HOST}`)

  const next = await page.goto(`https://${OLD_HOST}/`)
  const seconds = (Date.now() - started) / 1000
  expect(next!.url() === 'https://localhost/', `the second visit ended at ${next!.url()}`)
  const body = await next!.body()
  const [app] = await project.ids('app')
  const served = (await servedBuild(project, app!)).files['/']!.sha256
  expect(createHash('sha256').update(body).digest('base64') === served, 'the page is not what the containers serve now')
  expect(body.toString().includes(NEW_NUMBER), 'the page does not show the current number')
  ok(
    `a host retired: its visitor's old worker removed, then 308 to the current build, ${seconds.toFixed(1)} s in all; a post 308 too`,
  )
  await visitors.browser.close()
}
