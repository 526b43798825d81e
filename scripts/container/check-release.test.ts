import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { FORM_PAGES } from '../../server/pages/site-pages'
import { RELEASE_CHECK_POSTS, unsharedFiles } from './check-release'

/** A new folder holding these files, removed after the test. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

describe('the release check', () => {
  it.each(FORM_PAGES.map((page) => [page.form.path, page.form] as const))(
    'posts to %s a submission its form accepts',
    (path, form) => {
      expect(RELEASE_CHECK_POSTS[path]).toBeDefined()
      const values = Object.fromEntries(form.names.map((name) => [name, RELEASE_CHECK_POSTS[path]![name] ?? '']))
      expect(form.validate(values).success).toBe(true)
    },
  )

  it('finds this build’s files the shared folder lacks or holds with other bytes', async () => {
    const own = folder({
      'landing-AAAAAAAA.js': 'ours',
      'images/foto-640.0123456789.avif': 'photo',
      'x-BBBBBBBB.js': 'x',
    })
    const shared = folder({ 'landing-AAAAAAAA.js': 'ours', 'x-BBBBBBBB.js': 'another build’s bytes' })
    expect((await unsharedFiles(own, shared, 0)).sort()).toEqual(['images/foto-640.0123456789.avif', 'x-BBBBBBBB.js'])
  })
})
