import type { Page } from '@playwright/test'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Helpers shared by the landing page specs. */

export const sectionTop = (page: Page, id: string): Promise<number> =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id)

/**
 * Jumps without animation, whatever the page's scroll-behavior says, and resolves once the page
 * has handled it (its scrollend event). The page must not be there already.
 */
export const jumpTo = (page: Page, top: number): Promise<number> =>
  scrollEndAfter(page, () => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top))

/**
 * Runs `action` and resolves with where the scroll it sets going comes to rest (the page's scrollend
 * event, smooth scrolls included). The action must scroll, or the test times out.
 */
export async function scrollEndAfter(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollEnded: Promise<number> }
    w.scrollEnded = new Promise((resolve) =>
      addEventListener('scrollend', () => resolve(window.scrollY), { once: true }),
    )
  })
  await action()
  return page.evaluate(() => (window as unknown as { scrollEnded: Promise<number> }).scrollEnded)
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' })
export const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu navigasi' })

/**
 * A proxy on loopback in front of `origin` that sends a page's HTML up to `marker` at once and the
 * rest only on `sendTheRest()`, as a slow connection does; everything else passes straight through.
 */
export async function slowPageProxy(origin: string, marker: string) {
  let sendTheRest = () => {}
  const rest = new Promise<void>((resume) => (sendTheRest = resume))
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${origin}${req.url}`, { headers: { 'accept-encoding': 'identity' } })
    const body = Buffer.from(await answer.arrayBuffer())
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-length'))
    res.writeHead(answer.status, headers)
    const cut = answer.headers.get('content-type')?.startsWith('text/html') ? body.indexOf(marker) : -1
    if (cut < 0) return res.end(body)
    res.write(body.subarray(0, cut + marker.length))
    await rest
    res.end(body.subarray(cut + marker.length))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendTheRest,
    close: () =>
      new Promise<void>((closed) => (sendTheRest(), server.closeAllConnections(), server.close(() => closed()))),
  }
}
