import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { PAGES } from '../../server/pages/site-pages'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium-path'
import { BUILD_DIR } from '../../scripts/build-settings'

/**
 * What the benches share: the production build (BUILD_DIR, default dist/; BENCH_SKIP_BUILD=1 reuses
 * it) served on loopback, the machine's Chromium, the slow phone, and where results are written.
 */
/** Runs per page (BENCH_RUNS, default 5), and the pages measured (BENCH_PAGES=/,/pesanan, default all). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PATHS = process.env.BENCH_PAGES?.split(',') ?? PAGES.map((page) => page.path)
export const RESULTS_DIR = 'bench-results'

/** Lighthouse 12's mobile preset: its emulated device, and its simulated throttling applied for real. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }
export const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750 }

/**
 * BENCH_VARIANT: settings of a second server measured beside the first in the same run, each page
 * of it a target of its own ("/pesanan [COOP=off]"): `BUILD_DIR=dist-before` (another build, made
 * beforehand) or any of the server's settings, space-separated. What a change costs, measured in
 * the same rounds as the pages without it.
 */
const VARIANT = process.env.BENCH_VARIANT
  ? Object.fromEntries(
      process.env.BENCH_VARIANT.split(/\s+/).map((setting) => setting.split('=', 2) as [string, string]),
    )
  : undefined

/** Builds the site unless BENCH_SKIP_BUILD=1: once, before its servers start. */
function buildSite(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  const build = spawnSync('npx', ['tsx', 'esbuild.config.ts'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('bench: build failed')
}

/**
 * Builds the site (buildSite), then starts the production server on loopback as the image runs it,
 * with `settings` over the environment (BUILD_DIR among them); resolves, with the server and its
 * origin, once /healthz answers.
 */
export async function startSite(
  port: number,
  settings: Record<string, string> = {},
): Promise<{ origin: string; server: ChildProcess }> {
  if (Object.keys(settings).length === 0) buildSite()
  const origin = `http://127.0.0.1:${port}`
  const { BUILD_DIR: buildDir = BUILD_DIR, ...env } = settings
  const server = spawn('node', [`${buildDir}/server/index.js`], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bench: server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, server }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('bench: server did not become healthy within 15 s')
}

/**
 * The pages a bench measures, each on the site's server: every path of PATHS, and with BENCH_VARIANT
 * each again on the variant's server, a target of its own ("/pesanan [ANALYTICS=off]").
 */
export async function startPages(port: number, measured = (_path: string) => true) {
  const site = await startSite(port)
  const variant = VARIANT ? await startSite(port + 10, VARIANT) : undefined
  const paths = PATHS.filter(measured)
  // Settings named with the start of their value: a password hash in full would fill the table.
  const label = Object.entries(VARIANT ?? {})
    .map(([name, value]) => `${name}=${value.length > 16 ? `${value.slice(0, 12)}…` : value}`)
    .join(' ')
  const variantPaths = variant ? paths.map((path) => `${path} [${label}]`) : []
  const pathOf = (target: string) => target.split(' [')[0]!
  return {
    targets: [...paths, ...variantPaths],
    pathOf,
    url: (target: string) => `${target.includes(' [') ? variant!.origin : site.origin}${pathOf(target)}`,
    stop() {
      site.server.kill()
      variant?.server.kill()
    },
  }
}

/** The machine's Chromium with the browser tests' flags, headless, through Playwright. */
export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

/** A browser context on the phone's touch screen, its service workers allowed (Playwright's default) or not. */
export const phoneContext = (browser: Browser, serviceWorkers: 'allow' | 'block' = 'allow') =>
  browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  })

/** A new page of the context, its CPU and network slowed down to the phone's over CDP, and that CDP session. */
export async function phonePage(context: BrowserContext) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  return { page, cdp }
}

/** Writes a result into bench-results/ as JSON (indented unless `indent` is 0). */
export async function writeResult(file: string, result: unknown, indent = 2): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(`${RESULTS_DIR}/${file}`, JSON.stringify(result, null, indent))
}
