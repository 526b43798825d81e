import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { releaseProblems } from '../../scripts/container/check-release'
import { startTestApp } from './harness'

/** scripts/update.sh approves a new container only when this finds nothing wrong inside it. */
describe('the release check', () => {
  it('approves the build: every page whole, every file /sw.js lists served with its bytes', async () => {
    const app = await startTestApp()
    expect(await releaseProblems(app.url)).toEqual([])
  })

  it('refuses a release whose files are missing, naming them', async () => {
    const app = await startTestApp({ publicDir: mkdtempSync(join(tmpdir(), 'empty-public-')) })
    const problems = await releaseProblems(app.url)
    expect(problems).toContainEqual(expect.stringMatching(/^\/assets\/landing-[A-Z0-9]{8}\.js answered 404$/))
    expect(problems).toContain('/favicon.svg answered 404')
  })
})
