import { test as base, expect, type Page } from '@playwright/test'

const WHATSAPP_HOSTS = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//
/** The test servers' host: every site the tests visit is on this machine. */
const LOOPBACK = '127.0.0.1'

/**
 * Every browser test: chat links go to a local stub (tests never leave the machine), any
 * request to another host is blocked and fails the test, and so does any console error or warning.
 */
export const test = base.extend<{ thirdPartyRequests: string[]; consoleProblems: string[] }>({
  thirdPartyRequests: async ({ context }, use) => {
    const requests: string[] = []
    await context.route(WHATSAPP_HOSTS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp (stub)</title>' }),
    )
    await context.route(
      (url) => url.hostname !== LOOPBACK && !WHATSAPP_HOSTS.test(url.href) && url.protocol.startsWith('http'),
      (route) => {
        requests.push(route.request().url())
        return route.abort()
      },
    )
    await use(requests)
    expect(requests, 'requests to third-party hosts').toEqual([])
  },
  consoleProblems: async ({ context }, use) => {
    const problems: string[] = []
    context.on('console', (message) => {
      // Playwright's own note when it blocks the service worker (playwright.config.ts), not the page's.
      if (message.text() === 'Service Worker registration blocked by Playwright') return
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`))
    await use(problems)
    expect(problems, 'console errors or warnings').toEqual([])
  },
  page: async ({ page, thirdPartyRequests: _t, consoleProblems: _c }, use) => {
    await use(page)
  },
})

export { expect }

/** Opens a page and waits until its islands have hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
}

/** Waits until every island on the page has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => el.dataset.hydrated === 'true'),
  )
}

/** Waits until every animation that ends has ended (the load fade, transitions), so looks are checked settled. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Installs Playwright's fake clock paused at `at`, started a day earlier: pauseAt only moves time
 * forward, and the real time between the two calls must never carry it past `at` (a second did).
 */
export async function installPausedClock(page: Page, at: Date): Promise<void> {
  await page.clock.install({ time: new Date(at.getTime() - 24 * 60 * 60 * 1000) })
  await page.clock.pauseAt(at)
}

/** Chromium logs a page answered with an error status: a test that expects the status expects the line. */
export function expectStatusLogged(consoleProblems: string[], status: number): void {
  const logged = (problem: string) => problem.includes(`status of ${status}`)
  expect(consoleProblems.filter(logged)).not.toEqual([])
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((problem) => !logged(problem)))
}

export { chatText } from '../support/chat-link'
