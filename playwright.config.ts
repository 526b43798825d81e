import { defineConfig } from '@playwright/test'
import { join, relative } from 'node:path'
import { ownerPasswordHash } from './tests/support/analytics'
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium-path'
import { BUILD_DIR, FIXTURE_BUILD_DIR, ROOT } from './tests/support/build'
import { LISTENING_LINE, SITE_URL } from './tests/support/built-server'
import {
  COUNTING_E2E_ORIGIN,
  COUNTING_E2E_PORT,
  E2E_ORIGIN,
  E2E_PORT,
  FIXTURE_E2E_ORIGIN,
  FIXTURE_E2E_PORT,
} from './tests/support/e2e-servers'

/** A production server of a build, on loopback, for the browser tests. */
const productionServer = (buildDir: string, port: number, origin: string, env: Record<string, string> = {}) => ({
  // Run by a shell in the checkout: from there, and quoted, wherever the checkout lies (its path may hold a space).
  command: `node '${relative(ROOT, join(buildDir, 'server/index.js'))}'`,
  url: `${origin}/healthz`,
  // Ready once it says so (server/index.ts), rather than at the next of Playwright's polls of the url.
  wait: { stdout: LISTENING_LINE },
  reuseExistingServer: false,
  env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL, ...env },
  stdout: 'ignore' as const,
})

/**
 * Counting visits: the owner's password set, the store in the build's folder (each build starts it
 * afresh), and no limit per address: every visit of the suite comes from this one.
 */
const COUNTING = {
  STATS_PASSWORD_HASH: await ownerPasswordHash(),
  ANALYTICS_DB: join(BUILD_DIR, 'e2e-analytics.db'),
  ANALYTICS_ADDRESS_LIMIT: '1000000',
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker a core: on two cores, four workers made the suite slower (211 s against 169 s).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: E2E_ORIGIN,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        ...CHROMIUM_ARGS,
        // No host but this machine's resolves (tests/e2e/fixtures.ts fails a test that asks for one).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        // Every page tested is on one site, so isolating sites in processes guards nothing here; without
        // it Chromium keeps no spare renderer warm for each test's new context (0.2 CPU-s a context).
        '--disable-site-isolation-trials',
      ],
    },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // As a browser without service workers: tests/e2e/offline.spec.ts allows them where they are the point.
    serviceWorkers: 'block',
    trace: 'off',
  },
  /**
   * Every test runs at 1280 px. A test whose outcome can differ with the width (layout, the mobile
   * menu, what is on the first screen) carries the @layout tag and also runs on a 375 px phone.
   */
  projects: [
    // Desktop first: offline.spec.ts, whose tests run one after another, then has the phone's to run beside.
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
      grep: /@layout/,
    },
  ],
  // The site with its default content, and the same site built with the example content
  // (tests/fixtures/content: projects, testimonials, photos), for the tests that use FIXTURE_E2E_ORIGIN;
  // both count nothing, as by default. The default site counting visits, for counting.spec.ts.
  webServer: [
    productionServer(BUILD_DIR, E2E_PORT, E2E_ORIGIN),
    productionServer(FIXTURE_BUILD_DIR, FIXTURE_E2E_PORT, FIXTURE_E2E_ORIGIN),
    productionServer(BUILD_DIR, COUNTING_E2E_PORT, COUNTING_E2E_ORIGIN, COUNTING),
  ],
})
