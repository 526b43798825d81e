import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { loadPageScripts, SLOW_ARRIVAL_MS } from './load-page-scripts'

const SCRIPTS = ['/assets/chunk-REACT.js', '/assets/landing-ENTRY.js', '/assets/site-SCRIPT.js']

/** Paint Timing as a browser reports it: each paint's entries to the observers, earlier ones to a buffered observer. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint']
  static observers: FakePaintObserver[] = []
  static painted: string[] = []
  private connected = false
  constructor(private readonly callback: (entries: unknown, observer: FakePaintObserver) => void) {}
  observe({ buffered }: { buffered?: boolean }) {
    this.connected = true
    FakePaintObserver.observers.push(this)
    if (buffered && FakePaintObserver.painted.length > 0) this.callback(entriesOf(FakePaintObserver.painted), this)
  }
  disconnect() {
    this.connected = false
  }
  static report(...names: string[]) {
    this.painted.push(...names)
    for (const observer of this.observers) if (observer.connected) observer.callback(entriesOf(names), observer)
  }
}
const entriesOf = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) })

let imported: string[]
const importScript = (url: string) => (imported.push(url), Promise.resolve())
/** How long the page's HTML took to arrive: on loopback, and on a slow phone's connection. */
const fastArrival = () => 8
const slowArrival = () => SLOW_ARRIVAL_MS + 100
let readyState: DocumentReadyState

beforeEach(() => {
  imported = []
  FakePaintObserver.observers = []
  FakePaintObserver.painted = []
  vi.stubGlobal('PerformanceObserver', FakePaintObserver)
  readyState = 'interactive'
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('asks for a page’s scripts on a fast connection only once its first contentful paint is reported, not at a paint with nothing in it', () => {
  loadPageScripts(SCRIPTS, importScript, fastArrival)
  expect(imported).toEqual([])
  FakePaintObserver.report('first-paint')
  expect(imported).toEqual([])
  FakePaintObserver.report('first-paint', 'first-contentful-paint')
  expect(imported).toEqual(SCRIPTS)
})

it('asks for each script once, whatever is painted afterwards', () => {
  loadPageScripts(SCRIPTS, importScript, fastArrival)
  FakePaintObserver.report('first-contentful-paint')
  FakePaintObserver.report('first-contentful-paint')
  expect(imported).toEqual(SCRIPTS)
})

it('asks for none while the HTML is still arriving, though its top is painted, and all once it has been parsed', () => {
  readyState = 'loading'
  loadPageScripts(SCRIPTS, importScript, fastArrival)
  FakePaintObserver.report('first-contentful-paint')
  expect(imported).toEqual([])
  readyState = 'interactive'
  document.dispatchEvent(new Event('DOMContentLoaded'))
  expect(imported).toEqual(SCRIPTS)
})

it('asks for them once the HTML is parsed in a browser without Paint Timing', () => {
  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['navigation'] })
  loadPageScripts(SCRIPTS, importScript, fastArrival)
  expect(imported).toEqual(SCRIPTS)
})

it('asks for them as soon as the HTML is parsed where the HTML was slow to arrive, without waiting for the paint', () => {
  loadPageScripts(SCRIPTS, importScript, slowArrival)
  expect(imported).toEqual(SCRIPTS)
})

it('asks for none on a slow connection while the HTML is still arriving, and all once it has been parsed', () => {
  readyState = 'loading'
  loadPageScripts(SCRIPTS, importScript, slowArrival)
  expect(imported).toEqual([])
  readyState = 'interactive'
  document.dispatchEvent(new Event('DOMContentLoaded'))
  expect(imported).toEqual(SCRIPTS)
})
