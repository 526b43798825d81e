import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFingerprint } from './build-stamp'

const root = mkdtempSync(join(tmpdir(), 'fingerprint-'))
const fingerprint = () => buildFingerprint(root, 'content')
for (const folder of ['client', 'server', 'shared', 'public', 'scripts', 'content/images'])
  mkdirSync(join(root, folder), { recursive: true })
for (const file of [
  'esbuild.config.ts',
  'package.json',
  'package-lock.json',
  'client/page.tsx',
  'content/site-content.ts',
])
  writeFileSync(join(root, file), 'v1')
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the build’s fingerprint', () => {
  it.each([
    ['changes with a source file', 'client/page.tsx', true],
    ['does not change with a test, which the build does not read', 'client/page.test.tsx', false],
    ['changes with a photo of the content', 'content/images/foto.jpg', true],
  ])('%s', async (_name, file, changes) => {
    const before = await fingerprint()
    await writeFile(join(root, file), 'v2')
    expect((await fingerprint()) !== before).toBe(changes)
  })

  it('changes with another content folder', async () => {
    await mkdir(join(root, 'other-content'))
    expect(await buildFingerprint(root, 'other-content')).not.toBe(await fingerprint())
  })
})
