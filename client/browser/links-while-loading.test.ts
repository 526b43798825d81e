import { afterEach, expect, it, vi } from 'vitest'

const root = document.documentElement
const idle: (() => void)[] = []

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  root.classList.remove('lay-out-lazily')
  idle.length = 0
})

/** Runs the inline script afresh, as a page's head does, on a visit of the given kind. */
async function arriveBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming])
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work))
  vi.resetModules()
  await import('./links-while-loading')
}

it('lays a fresh visit out in full only once the browser is idle after load, not at load itself, where it would hold up the page’s scripts', async () => {
  await arriveBy('navigate')
  expect(root.classList.contains('lay-out-lazily')).toBe(true)
  window.dispatchEvent(new Event('load'))
  expect(root.classList.contains('lay-out-lazily')).toBe(true)
  idle.forEach((work) => work())
  expect(root.classList.contains('lay-out-lazily')).toBe(false)
})

it('lays a reload out in full from the start', async () => {
  await arriveBy('reload')
  expect(root.classList.contains('lay-out-lazily')).toBe(false)
})
