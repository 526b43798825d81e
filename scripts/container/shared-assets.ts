import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'

/** A running build touches its files this often; one no running build has touched for a day goes. */
export const TOUCH_EVERY_MS = 3_600_000
const KEPT_UNTOUCHED_MS = 24 * TOUCH_EVERY_MS

/**
 * Copies this build's /assets/ files (hashed scripts and photos) into the folder every container
 * shares (compose.yaml's volume), so that during an update each container also answers the other
 * build's: a page from one may ask another for its scripts. A name holds one content, so a file
 * already there is only touched. Copies land under a temporary name first: a container reading the
 * folder meanwhile never sees half a file. Then removes what no build has touched for a day.
 */
export async function shareAssets(ownDir: string, sharedDir: string, now = new Date()): Promise<void> {
  for (const file of await filesIn(ownDir)) {
    const target = join(sharedDir, file)
    if (!(await stat(target).catch(() => undefined))) {
      await mkdir(dirname(target), { recursive: true })
      const partial = `${target}.${randomUUID()}.partial`
      await copyFile(join(ownDir, file), partial)
      await rename(partial, target)
    }
    await utimes(target, now, now)
  }
  for (const file of await filesIn(sharedDir)) {
    const path = join(sharedDir, file)
    // Another container may have removed it meanwhile.
    const touched = (await stat(path).catch(() => undefined))?.mtimeMs ?? now.getTime()
    if (now.getTime() - touched > KEPT_UNTOUCHED_MS) await rm(path, { force: true })
  }
}

/** Every file below `dir`, as a path relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}
