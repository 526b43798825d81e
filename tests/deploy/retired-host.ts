/**
 * A visitor's browser with the service worker, and a host the site leaves. The same visitor keeps
 * its worker at https://localhost through the updates; another, who knew the site only at
 * https://old.localhost, comes back after the owner retired that name with the Caddyfile's
 * `retired_host` snippet, and must end on https://localhost with what it serves now.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright'
import { launchBrowser, precachedFiles, visitUntilControlled, waitUnregistered } from './browser'
import { expect, ok } from './checks'
import { runningIds, servedBuild } from './containers'
import type { Project } from './project'

const OLD_HOST = 'old.localhost'
const CADDY_INTERMEDIATE = '/data/caddy/pki/authorities/local/intermediate.crt'

export interface Visitors {
  browser: Browser
  /** A page of https://localhost that the worker controls. */
  page: Page
  /** The visitor who knew the site at the old name only. */
  oldHostVisitor: BrowserContext
}

/** The project's Caddyfile plus a block for the old name, then `caddy reload`, as the owner does it. */
async function configureOldHost(project: Project, directive: string): Promise<void> {
  const file = join(project.dir, 'Caddyfile')
  const own = readFileSync(file, 'utf8').split(`\n${OLD_HOST} {`)[0]!
  // Written in place: the container sees the bind-mounted file's new content.
  writeFileSync(file, `${own}\n${OLD_HOST} {\n\t${directive}\n}\n`)
  await project.compose([
    'exec',
    '-T',
    'caddy',
    'caddy',
    'reload',
    '--config',
    '/etc/caddy/Caddyfile',
    '--adapter',
    'caddyfile',
  ])
}

export async function registerWorkers(project: Project): Promise<Visitors> {
  const [caddy] = await runningIds(project, 'caddy')
  const browser = await launchBrowser(await project.docker(['exec', caddy!, 'cat', CADDY_INTERMEDIATE]))
  const page = await (await browser.newContext()).newPage()
  await visitUntilControlled(page, 'https://localhost/')
  const kept = Object.keys(await precachedFiles(page)).length

  await configureOldHost(project, 'import app')
  const oldHostVisitor = await browser.newContext()
  const oldPage = await oldHostVisitor.newPage()
  await visitUntilControlled(oldPage, `https://${OLD_HOST}/`)
  await oldPage.close()
  ok(
    `a visitor's Chromium registers the worker over Caddy's HTTPS (certificate of Caddy's CA): ${kept} files ` +
      `precached at https://localhost, the same at https://${OLD_HOST} (the site's name before a move)`,
  )
  return { browser, page, oldHostVisitor }
}

export async function retiredHost(
  project: Project,
  visitors: Visitors,
  newNumber: string,
): Promise<{ seconds: number }> {
  await configureOldHost(project, 'import retired_host')
  const started = Date.now()
  const page = await visitors.oldHostVisitor.newPage()
  const first = await page.goto(`https://${OLD_HOST}/`)
  expect(first!.fromServiceWorker(), 'the old worker did not answer the first visit after the move')
  // The page checks for a new worker once it is live: it gets the remover, which empties the caches and unregisters.
  await waitUnregistered(page)
  const cachesLeft = await page.evaluate(async () => (await caches.keys()).length)
  expect(cachesLeft === 0, `${cachesLeft} caches left at https://${OLD_HOST}`)

  const next = await page.goto(`https://${OLD_HOST}/`)
  const seconds = (Date.now() - started) / 1000
  expect(next!.url() === 'https://localhost/', `the second visit ended at ${next!.url()}`)
  const body = await next!.body()
  const [app] = await runningIds(project, 'app')
  const served = (await servedBuild(project, app!)).files['/']!.sha256
  expect(createHash('sha256').update(body).digest('base64') === served, 'the page is not what the containers serve now')
  expect(body.toString().includes(newNumber), 'the page does not show the current number')
  ok(
    `a host retired (${OLD_HOST} { import retired_host }): its returning visitor's old worker is replaced by the ` +
      `remover on the first visit; the next goes 308 to https://localhost/, the current build, ${seconds.toFixed(1)} s in all`,
  )
  await visitors.browser.close()
  return { seconds }
}
