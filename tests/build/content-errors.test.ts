import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

/**
 * `npm start` builds first when the sources or the content changed since the last build (what counts
 * as a change, a photo or a source file included, is tested in build-stamp.test.ts).
 */
const ROOT = resolve(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'start-'))
const buildDir = join(dir, 'dist')
const contentDir = join(dir, 'content')
mkdirSync(join(contentDir, 'images'), { recursive: true })
writeFileSync(join(contentDir, 'images/ppdb.png'), '')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What `npm start` does before it starts the server, with the given build and content folders. */
const buildIfChanged = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  })

const writeContent = (extra: string) =>
  writeFileSync(
    join(contentDir, 'site-content.ts'),
    `export * from ${JSON.stringify(join(ROOT, 'shared/content/site-content.ts'))}\n${extra}\n`,
  )

const PROJECT = `{ title: 'Website PPDB', service: 'website-sekolah', clientType: 'Sekolah', year: 2026,
  summary: 'Pendaftaran siswa baru secara online.', screenshots: ['ppdb.png'] }`

// One whole build, the costly part, serves all three.
it('npm start builds when there is no build, not while nothing changed, and again once the content did: a mistake in it stops it with one line naming the entry and the field, the last build left as it was', () => {
  writeContent('')
  expect(buildIfChanged()).toMatchObject({ status: 0, stdout: expect.stringMatching(/build: .* ready in/) })
  expect(buildIfChanged()).toMatchObject({ status: 0, stdout: expect.stringMatching(/is up to date/) })
  const stamp = readFileSync(join(buildDir, 'build-stamp.json'), 'utf8')
  writeContent(`export const PORTFOLIO = [${PROJECT}, { ...${PROJECT}, year: 1999 }]`)
  const run = buildIfChanged()
  expect(run.status).toBe(1)
  expect(run.stderr.trim().split('\n')).toEqual([
    'content error: PORTFOLIO[1].year: expected a year between 2000 and 2100',
  ])
  expect(readFileSync(join(buildDir, 'build-stamp.json'), 'utf8')).toBe(stamp)
}, 120_000)
