import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { ROOT } from '../support/build'

/** The build of a content folder of its own (as `CONTENT_DIR=… npm start` builds it), into a build folder of its own. */
const dir = mkdtempSync(join(tmpdir(), 'content-build-'))
const buildDir = join(dir, 'dist')
const contentDir = join(dir, 'content')
mkdirSync(join(contentDir, 'images'), { recursive: true })
writeFileSync(join(contentDir, 'images/ppdb.png'), '')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const build = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], {
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

// One whole build, the costly part, serves both.
it('mistakes in the content, a missing page title among them, stop the build with one line each naming the entry and the field, and leave the last build as it was', () => {
  writeContent('')
  expect(build()).toMatchObject({ status: 0, stdout: expect.stringMatching(/build: .* ready in/) })
  const manifest = readFileSync(join(buildDir, 'asset-manifest.json'), 'utf8')
  writeContent(`export const PORTFOLIO = [${PROJECT}, { ...${PROJECT}, year: 1999 }]\nexport const PAGE_META = {}`)
  const run = build()
  expect(run.status).toBe(1)
  expect(run.stderr.trim().split('\n')).toEqual([
    'content error: PAGE_META.landing: missing',
    'content error: PORTFOLIO[1].year: expected a year between 2000 and 2100',
  ])
  expect(readFileSync(join(buildDir, 'asset-manifest.json'), 'utf8')).toBe(manifest)
}, 120_000)
