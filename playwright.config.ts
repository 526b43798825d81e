import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium-path'

/** E2E_PORT and BUILD_DIR let several runs share a machine without clashing. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist'
const baseURL = `http://127.0.0.1:${E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Browser tests wait more than they compute, so one worker more than the two cores pays off.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'off',
  },
  /**
   * Every test runs at 1280 px. A test whose outcome can differ with the width (layout, the mobile
   * menu, what is on the first screen) carries the @layout tag and also runs on a 375 px phone.
   */
  projects: [
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
      grep: /@layout/,
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node ${BUILD_DIR}/server/index.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    env: { NODE_ENV: 'production', PORT: String(E2E_PORT), HOST: '127.0.0.1', SITE_URL: 'https://nusakode.example' },
    stdout: 'ignore',
  },
})
