import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * `npm start` builds first when the sources or the content changed since the last build (what counts
 * as a change, a photo or a source file included, is tested in build-stamp.test.ts).
 */
const ROOT = resolve(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'start-'))
const contentDir = join(dir, 'content')
mkdirSync(join(contentDir, 'images'), { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What `npm start` does before it starts the server, with the given build and content folders. */
function buildIfChanged(): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: join(dir, 'dist'), CONTENT_DIR: contentDir },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

const writeContent = (extra: string) =>
  writeFileSync(
    join(contentDir, 'site-content.ts'),
    `export * from ${JSON.stringify(join(ROOT, 'shared/content/site-content.ts'))}\n${extra}\n`,
  )

describe('npm start', () => {
  it('builds when there is no build or the content changed since the last one, and not while nothing did', () => {
    writeContent('')
    expect(buildIfChanged()).toMatch(/build: .* ready in/)
    expect(buildIfChanged()).toMatch(/is up to date/)
    writeContent(
      "export const TESTIMONIALS = [{ name: 'Rina', project: 'Website PPDB', rating: 5, date: '2026-10-14', text: 'Pendaftaran jadi tertib dan orang tua bisa mendaftar dari rumah, terima kasih.' }]",
    )
    expect(buildIfChanged()).toMatch(/build: .* ready in/)
  }, 120_000)
})
