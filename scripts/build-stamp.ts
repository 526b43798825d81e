import { hashElement } from 'folder-hash'
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/** Everything a build reads, from the project's folder; the content folder is added to it. */
const SOURCES = [
  'client',
  'server',
  'shared',
  'public',
  'scripts',
  'esbuild.config.ts',
  'package.json',
  'package-lock.json',
]
const HASHING = {
  algo: 'sha256',
  files: { exclude: ['*.test.ts', '*.test.tsx'] }, // tests are not built
  folders: { exclude: ['node_modules'] },
}
const STAMP_FILE = 'build-stamp.json'

/** A hash of what the sources and the content folder hold now: file names and contents. */
export async function buildFingerprint(root: string, contentDir: string): Promise<string> {
  const inputs = [...SOURCES.map((source) => join(root, source)), resolve(root, contentDir)]
  const hashes = await Promise.all(inputs.map((input) => hashElement(input, HASHING).then((node) => node.hash)))
  return createHash('sha256')
    .update(JSON.stringify([resolve(root, contentDir), hashes]))
    .digest('hex')
}

/** Records what a build was made from, in the build. */
export async function writeBuildStamp(buildDir: string, fingerprint: string): Promise<void> {
  await writeFile(join(buildDir, STAMP_FILE), JSON.stringify({ fingerprint }))
}

/** Whether the build was made from exactly what the sources and the content hold now. */
export async function isBuildCurrent(buildDir: string, fingerprint: string): Promise<boolean> {
  const stamp = await readFile(join(buildDir, STAMP_FILE), 'utf8').catch(() => null)
  return stamp !== null && (JSON.parse(stamp) as { fingerprint?: string }).fingerprint === fingerprint
}
