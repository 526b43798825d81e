import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGES } from '../../server/pages/site-pages'
import { PUBLIC_DIR, buildManifest } from '../support/build'
import { HTML_MAX_BYTES, jsMaxBytes } from '../support/budgets'
import { useApp } from '../server/harness'

/**
 * What each page costs as the build and the server make it, in bytes on the wire (brotli). A real
 * load in Chromium, headers included, is tests/e2e/page-load.spec.ts.
 */
const manifest = buildManifest()
const app = useApp()

describe.each(PAGES)('$path', (page) => {
  it(`sends its HTML, stylesheet inline, within the first round trip (${HTML_MAX_BYTES} bytes)`, async () => {
    const res = await app.request().get(page.path).set('Accept-Encoding', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(Number(res.headers['content-length'])).toBeLessThanOrEqual(HTML_MAX_BYTES)
  })

  it(`has scripts of at most ${page.jsBudgetKib} KiB together`, () => {
    const brotliBytes = (url: string) => statSync(resolve(PUBLIC_DIR, `.${url}.br`)).size
    const bytes = manifest.entries[page.id]!.scripts.reduce((sum, script) => sum + brotliBytes(script), 0)
    expect(bytes).toBeLessThanOrEqual(jsMaxBytes(page))
  })
})
