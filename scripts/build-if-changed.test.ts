import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm start` builds first when the sources or the content changed since the last build (what counts
 * as a change, a photo or a source file included, is tested in build-stamp.test.ts).
 */
const ROOT = resolve(import.meta.dirname, '..')
let dir: string
let contentDir: string
let buildDir: string

/** What `npm start` does before it starts the server, with the given build and content folders. */
function buildIfChanged(): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

const writeContent = (extra: string) =>
  writeFile(
    join(contentDir, 'site-content.ts'),
    `export * from ${JSON.stringify(join(ROOT, 'shared/content/site-content.ts'))}\n${extra}\n`,
  )

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'start-'))
  contentDir = join(dir, 'content')
  buildDir = join(dir, 'dist')
  await mkdir(join(contentDir, 'images'), { recursive: true })
  await writeContent('')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('npm start', () => {
  it('builds when there is no build, then not again while nothing changed', () => {
    expect(buildIfChanged()).toMatch(/build: .* ready in/)
    expect(buildIfChanged()).toMatch(/is up to date/)
  }, 60_000)

  it('builds again when the content changed since the last build', async () => {
    await writeContent(
      "export const TESTIMONIALS = [{ name: 'Rina', project: 'Website PPDB', rating: 5, date: '2026-10-14', text: 'Pendaftaran jadi tertib dan orang tua bisa mendaftar dari rumah, terima kasih.' }]",
    )
    expect(buildIfChanged()).toMatch(/build: .* ready in/)
    expect(buildIfChanged()).toMatch(/is up to date/)
  }, 60_000)
})
