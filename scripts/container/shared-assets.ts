import { randomUUID } from 'node:crypto'
import { copyFile, lstat, lutimes, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'

/** A running build touches its files this often; one no running build has touched for a day goes. */
export const TOUCH_EVERY_MS = 3_600_000
const KEPT_UNTOUCHED_MS = 24 * TOUCH_EVERY_MS
/** Containers share the host's clock: a file dated later than this was not dated by one of them. */
const FUTURE_SLACK_MS = 60_000

type Warn = (message: string) => void
const warnOnStderr: Warn = (message) => console.error(`shared assets: ${message}`)

/**
 * Copies this build's /assets/ files (hashed scripts and photos) into the folder every container
 * shares (compose.yaml's volume), so that during an update each container also answers the other
 * build's: a page from one may ask another for its scripts. The folder is trusted for nothing, and
 * is cleaned first, so that a full volume frees itself: symbolic links (never followed), anything
 * that is neither a file nor a folder, files no build has touched for a day and files dated in the
 * future (they would never age) are removed. A name holds one content, so a file already there is
 * only touched. Copies land under a temporary name first: a container reading the folder meanwhile
 * never sees half a file. Never throws: each failure is one line through `warn`, and the rest goes on.
 */
export async function shareAssets(ownDir: string, sharedDir: string, now = new Date(), warn = warnOnStderr) {
  const report = (error: unknown) => warn(error instanceof Error ? error.message : String(error))
  await removeStale(sharedDir, now.getTime(), report, true)
  for (const file of await filesIn(ownDir).catch((error: unknown) => (report(error), []))) {
    await shareFile(join(ownDir, file), join(sharedDir, file), now).catch(report)
  }
}

async function shareFile(own: string, target: string, now: Date): Promise<void> {
  const existing = await lstat(target).catch(() => undefined)
  if (!existing?.isFile()) {
    if (existing) await rm(target, { recursive: true, force: true })
    await mkdir(dirname(target), { recursive: true })
    const partial = `${target}.${randomUUID()}.partial`
    await copyFile(own, partial)
    await rename(partial, target)
  }
  await lutimes(target, now, now)
}

/** Removes below `dir` (itself too, unless it is a real folder) what a build would not have left there. */
async function removeStale(dir: string, now: number, report: (error: unknown) => void, top = false): Promise<void> {
  if (top) {
    const stats = await lstat(dir).catch(() => undefined)
    if (!stats) return
    if (!stats.isDirectory()) return void (await rm(dir, { force: true }).catch(report))
  }
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => (report(error), []))
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await removeStale(path, now, report)
    else if (!entry.isFile() || (await isStale(path, now))) await rm(path, { force: true }).catch(report)
  }
}

/** Untouched for a day, or dated in the future. Another container may have removed it meanwhile. */
async function isStale(path: string, now: number): Promise<boolean> {
  const touched = (await lstat(path).catch(() => undefined))?.mtimeMs
  return touched !== undefined && (now - touched > KEPT_UNTOUCHED_MS || touched - now > FUTURE_SLACK_MS)
}

/** Every file below `dir` (this build's own, trusted), as a path relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}
