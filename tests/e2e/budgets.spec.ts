import { statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolve } from 'node:path'
import { PAGES } from '../../server/pages/site-pages'
import { PUBLIC_DIR, buildManifest } from '../support/build'
import { HTML_MAX_BYTES, jsMaxBytes } from '../support/budgets'
import type { Page } from '@playwright/test'
import { expect, test, waitForIslands } from './fixtures'
import { layoutShiftsOfAVisit } from './layout-shifts'

/**
 * Budgets that hold on a noisy machine: bytes (from the build and from a real page load), nothing
 * render-blocking outside the HTML, no third-party request, no layout shift. Lighthouse timings
 * live in `npm run bench`, interaction timings in `npm run bench:interact`.
 */
const manifest = buildManifest()

/** The HTML as the server sends it to a browser that accepts brotli, in bytes on the wire. */
function compressedHtmlSize(baseURL: string, path: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((done, fail) => {
    const req = httpRequest(new URL(path, baseURL), { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => done({ bytes, encoding: res.headers['content-encoding'] }))
    })
    req.on('error', fail)
    req.end()
  })
}

test.describe('size budgets from the build', () => {
  for (const page of PAGES) {
    test(`${page.path} sends its HTML, stylesheet inline, compressed within the first round trip (${HTML_MAX_BYTES} bytes)`, async ({
      baseURL,
    }) => {
      const { bytes, encoding } = await compressedHtmlSize(baseURL!, page.path)
      expect(encoding).toBe('br')
      expect(bytes).toBeLessThanOrEqual(HTML_MAX_BYTES)
    })

    test(`${page.path} has scripts of at most ${page.jsBudgetKib} KiB together (brotli)`, () => {
      const { scripts } = manifest.entries[page.id]!
      const bytes = scripts.reduce((sum, script) => sum + statSync(resolve(PUBLIC_DIR, `.${script}.br`)).size, 0)
      expect(bytes).toBeLessThanOrEqual(jsMaxBytes(page))
    })
  }
})

test.describe('a real page load', () => {
  for (const row of PAGES) {
    test(`${row.path}: HTML and its scripts within budget, headers included; nothing else, nothing blocking, no other host`, async ({
      page,
      baseURL,
    }) => {
      const loaded: Array<{ type: string; host: string; sizes: Promise<{ body: number; withHeaders: number }> }> = []
      page.on('requestfinished', (request) =>
        loaded.push({
          type: request.resourceType(),
          host: new URL(request.url()).host,
          sizes: request.sizes().then(({ responseBodySize: body, responseHeadersSize: headers }) => ({
            body,
            withHeaders: body + headers,
          })),
        }),
      )
      await page.goto(row.path, { waitUntil: 'networkidle' })
      await waitForIslands(page)
      const sizesOf = (type: string) => Promise.all(loaded.filter((r) => r.type === type).map((r) => r.sizes))
      expect(new Set(loaded.map((request) => request.host))).toEqual(new Set([new URL(baseURL!).host]))
      const documents = await sizesOf('document')
      expect(documents, 'one document').toHaveLength(1)
      expect(documents[0]!.body, 'HTML bytes').toBeLessThanOrEqual(HTML_MAX_BYTES)
      const scripts = (await sizesOf('script')).map((size) => size.withHeaders)
      expect(scripts, 'the page’s scripts').toHaveLength(manifest.entries[row.id]!.scripts.length)
      const total = scripts.reduce((sum, bytes) => sum + bytes, 0)
      expect(total, 'JavaScript bytes, headers included').toBeLessThanOrEqual(jsMaxBytes(row))
      expect(await sizesOf('stylesheet'), 'no stylesheet to fetch').toEqual([])
      const blocking = await page.evaluate(() =>
        // Resource Timing's renderBlockingStatus (Chromium): whether the request held the first paint.
        (
          performance.getEntriesByType('resource') as Array<
            PerformanceResourceTiming & { renderBlockingStatus?: string }
          >
        )
          .filter((entry) => entry.renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      )
      expect(blocking, 'render-blocking requests').toEqual([])
    })
  }
})

/** Records every CSP violation the page reports, from before its first byte. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
}

test.describe('the CSP', () => {
  for (const path of [...PAGES.map((page) => page.path), '/tidak-ada']) {
    test(`${path} applies its inline stylesheet, allowed by its hash, without a violation`, async ({
      page,
      consoleProblems,
    }) => {
      const violations = await recordViolations(page)
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline')
      await expect(page.locator('body')).toHaveCSS('margin', '0px') // base.css applied
      expect(await violations()).toEqual([])
      if (response?.status() === 404) {
        const logged = (problem: string) => problem.includes('status of 404')
        consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((problem) => !logged(problem)))
      }
    })
  }

  test('the JSON-LD data block on / is read without a violation (script-src stays strict)', async ({ page }) => {
    const violations = await recordViolations(page)
    const response = await page.goto('/')
    await waitForIslands(page)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    const data = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(data ?? '{}')).toMatchObject({ '@type': 'ProfessionalService' })
    expect(await violations()).toEqual([])
  })
})

test.describe('layout stability', { tag: '@layout' }, () => {
  for (const { path } of PAGES) {
    test(`${path} does not shift while it loads, hydrates, animates and is scrolled through`, async ({ page }) => {
      expect(await layoutShiftsOfAVisit(page, path)).toEqual([])
    })
  }
})

test.describe('first paint', { tag: '@layout' }, () => {
  for (const { path } of PAGES) {
    test(`${path} shows its first screen from the first paint (nothing fades in from transparent)`, async ({
      page,
    }) => {
      // Checked before the module scripts run and before any animation has advanced.
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForFunction(() => document.readyState !== 'loading')
      const hidden = await page.evaluate(() => {
        const opacity = (el: Element | null): number =>
          el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1
        const inFirstScreen = (el: Element) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
        }
        return [...document.querySelectorAll('main h1, main h2, main p, main a, main li, main dd, main label')]
          .filter(inFirstScreen)
          .filter((el) => opacity(el) < 0.3 || getComputedStyle(el).visibility === 'hidden')
          .map((el) => el.outerHTML.slice(0, 80))
      })
      expect(hidden).toEqual([])
    })
  }
})
