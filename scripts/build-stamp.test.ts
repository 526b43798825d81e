import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFingerprint, isBuildCurrent, writeBuildStamp } from './build-stamp'

let root: string
const fingerprint = () => buildFingerprint(root, 'content')

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fingerprint-'))
  for (const folder of ['client', 'server', 'shared', 'public', 'scripts', 'content/images', 'dist'])
    await mkdir(join(root, folder), { recursive: true })
  for (const file of [
    'esbuild.config.ts',
    'package.json',
    'package-lock.json',
    'client/page.tsx',
    'content/site-content.ts',
  ])
    await writeFile(join(root, file), 'v1')
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the build’s fingerprint', () => {
  it('stays the same while nothing it reads changed', async () => {
    expect(await fingerprint()).toBe(await fingerprint())
  })

  it('changes with a source file', async () => {
    const before = await fingerprint()
    await writeFile(join(root, 'client/page.tsx'), 'v2')
    expect(await fingerprint()).not.toBe(before)
  })

  it('does not change with a test, which the build does not read', async () => {
    const before = await fingerprint()
    await writeFile(join(root, 'client/page.test.tsx'), 'a new test')
    expect(await fingerprint()).toBe(before)
  })

  it('changes with the content and with another content folder', async () => {
    const before = await fingerprint()
    await writeFile(join(root, 'content/images/foto.jpg'), 'a photo')
    expect(await fingerprint()).not.toBe(before)
    await mkdir(join(root, 'other-content'))
    expect(await buildFingerprint(root, 'other-content')).not.toBe(await fingerprint())
  })

  it('tells a build made from it from one made from something else, or none', async () => {
    const buildDir = join(root, 'dist')
    expect(await isBuildCurrent(buildDir, await fingerprint())).toBe(false)
    await writeBuildStamp(buildDir, await fingerprint())
    expect(await isBuildCurrent(buildDir, await fingerprint())).toBe(true)
    await writeFile(join(root, 'server/app.ts'), 'changed')
    expect(await isBuildCurrent(buildDir, await fingerprint())).toBe(false)
  })
})
