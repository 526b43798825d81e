import { readFileSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolve } from 'node:path'
import { PAGES } from '../../shared/pages'
import { PUBLIC_DIR, buildManifest } from '../support/build'
import { CSS_MAX_BYTES, HTML_MAX_BYTES, jsMaxBytes } from '../support/budgets'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS, COUNTER_TICK_MS } from '../../shared/constants'
import { expect, installPausedClock, test, waitForIslands, waitForSettledPage } from './fixtures'

/**
 * Budgets that hold on a noisy machine: bytes (from the build and from a real page load),
 * third-party requests and layout shift. Lighthouse timings live in `npm run bench`.
 */
const manifest = buildManifest()
const brotliSize = (url: string) => statSync(resolve(PUBLIC_DIR, `.${url}.br`)).size
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/**
 * Every script a page can load: its entry and, followed through the built files, each chunk it
 * imports statically or dynamically (react-dom is imported when the first island hydrates).
 */
function scriptClosure(entryUrl: string): string[] {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    const code = readFileSync(resolve(PUBLIC_DIR, `.${url}`), 'utf8')
    for (const [, file] of code.matchAll(/["']\.\/([\w-]+\.js)["']/g)) visit(`/assets/${file}`)
  }
  visit(entryUrl)
  return [...seen]
}

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
    const { path } = page
    test(`${path} loads at most ${page.jsBudgetKib} KiB of JavaScript (brotli)`, () => {
      const { script, preloads } = manifest.entries[page.id]
      const scripts = scriptClosure(script)
      expect(scripts).toEqual(expect.arrayContaining(preloads))
      const bytes = sum(scripts.map(brotliSize))
      expect(bytes).toBeLessThanOrEqual(jsMaxBytes(page))
    })

    test(`${path} sends its HTML compressed within the first round trip (${HTML_MAX_BYTES} bytes)`, async ({
      baseURL,
    }) => {
      const { bytes, encoding } = await compressedHtmlSize(baseURL!, path)
      expect(encoding).toBe('br')
      expect(bytes).toBeLessThanOrEqual(HTML_MAX_BYTES)
    })
  }

  test(`every page shares one stylesheet of at most ${CSS_MAX_BYTES / 1024} KiB (brotli)`, () => {
    expect(manifest.styles).toHaveLength(1)
    expect(brotliSize(manifest.styles[0]!)).toBeLessThanOrEqual(CSS_MAX_BYTES)
  })
})

test.describe('size budgets from a real page load', () => {
  for (const row of PAGES) {
    const { path } = row
    test(`${path} stays within its HTML, CSS and JavaScript budgets and asks no other host`, async ({
      page,
      baseURL,
    }) => {
      const bytes: Record<string, number> = { document: 0, stylesheet: 0, script: 0 }
      const hosts = new Set<string>()
      const sizes: Promise<void>[] = []
      page.on('requestfinished', (request) => {
        hosts.add(new URL(request.url()).host)
        const type = request.resourceType()
        sizes.push(
          request.sizes().then(({ responseBodySize }) => {
            if (type in bytes) bytes[type]! += responseBodySize
          }),
        )
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await waitForIslands(page)
      await Promise.all(sizes)

      expect([...hosts]).toEqual([new URL(baseURL!).host])
      expect(bytes.document, 'HTML bytes').toBeLessThanOrEqual(HTML_MAX_BYTES)
      expect(bytes.stylesheet, 'CSS bytes').toBeLessThanOrEqual(CSS_MAX_BYTES)
      expect(bytes.script, 'JavaScript bytes').toBeLessThanOrEqual(jsMaxBytes(row))
      expect(bytes.script, 'JavaScript was measured').toBeGreaterThan(0)
    })
  }
})

test.describe('layout stability', { tag: '@layout' }, () => {
  for (const { path } of PAGES) {
    test(`${path} does not shift while it loads, hydrates, animates and is scrolled through`, async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
        const w = window as unknown as { layoutShifts: () => string[] }
        const shifts: string[] = []
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) {
            if (entry.hadRecentInput) continue
            const nodes = (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node),
            )
            shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`)
          }
        }
        const observer = new PerformanceObserver((list) => record(list.getEntries()))
        observer.observe({ type: 'layout-shift', buffered: true })
        // Every shift so far, the ones not yet delivered to the observer included.
        w.layoutShifts = () => {
          record(observer.takeRecords())
          return shifts
        }
      })
      await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00'))
      await page.goto(path, { waitUntil: 'load' })
      await waitForIslands(page)
      // Every counter starts within 0.6 s and counts for 2 s: on the fake clock, at once.
      await page.clock.runFor(COUNTER_STAGGER_DELAYS_MS.at(-1)! + COUNTER_DURATION_MS + COUNTER_TICK_MS)
      await waitForSettledPage(page)
      await page.clock.resume()
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await frame()
        }
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
        await frame()
      })
      await waitForSettledPage(page) // the header's transitions after the last scroll
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: () => string[] }).layoutShifts())).toEqual(
        [],
      )
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

test.describe('content security policy', () => {
  test('the JSON-LD data block on / is read without a CSP violation (script-src stays strict)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] }
      w.violations = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const response = await page.goto('/')
    await waitForIslands(page)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    const data = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(data ?? '{}')).toMatchObject({ '@type': 'ProfessionalService' })
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})
