import { test as base, expect, type Page } from '@playwright/test'
import { HEADER_TEXT } from '#content'

const WHATSAPP_HOSTS = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//
/** The test servers' host: every site the tests visit is on this machine. */
export const LOOPBACK = '127.0.0.1'

/**
 * Every browser test: any request to another host fails the test, and goes nowhere (the browser
 * resolves no other host: playwright.config.ts), and so does any console error or warning. A test
 * that follows a chat link sets `chatStub`: the chat is then a local stub page. (Only then are
 * requests routed: routing makes every page load a quarter dearer and turns the HTTP cache off.)
 */
export const test = base.extend<{ chatStub: boolean; thirdPartyRequests: string[]; consoleProblems: string[] }>({
  chatStub: [false, { option: true }],
  thirdPartyRequests: async ({ context, chatStub }, use) => {
    if (chatStub)
      await context.route(WHATSAPP_HOSTS, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp (stub)</title>' }),
      )
    const requests: string[] = []
    context.on('request', (request) => {
      const { hostname, protocol, href } = new URL(request.url())
      if (protocol.startsWith('http') && hostname !== LOOPBACK && !(chatStub && WHATSAPP_HOSTS.test(href)))
        requests.push(href)
    })
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
  page: async ({ page, thirdPartyRequests: _t, consoleProblems: _c }, use) => use(page),
})

export { expect }
export { chatText } from '../support/chat-link'

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

/** Chromium logs an answer with an error status, a failed request: a test that expects one expects its line. */
export function expectLogged(consoleProblems: string[], text: string): void {
  const logged = (problem: string) => problem.includes(text)
  expect(consoleProblems.filter(logged)).not.toEqual([])
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((problem) => !logged(problem)))
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: HEADER_TEXT.navLabel })
export const menuToggle = (page: Page) => page.getByRole('button', { name: HEADER_TEXT.menuToggle })
