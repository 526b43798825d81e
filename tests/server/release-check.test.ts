import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { releaseProblems } from '../../scripts/container/check-release'
import { startApp } from './harness'

/** scripts/update.sh approves a new container only when this finds nothing wrong inside it. */
describe('the release check', () => {
  it('approves the build: every page whole, every file /sw.js lists served with its bytes', async () => {
    const app = await startApp()
    try {
      expect(await releaseProblems(app.url)).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('refuses a release whose files are missing, naming them', async () => {
    const app = await startApp({ publicDir: mkdtempSync(join(tmpdir(), 'empty-public-')) })
    try {
      const problems = await releaseProblems(app.url)
      expect(problems).toContainEqual(expect.stringMatching(/^\/assets\/landing-[A-Z0-9]{8}\.js answered 404$/))
      expect(problems).toContain('/favicon.svg answered 404')
    } finally {
      await app.close()
    }
  })
})
