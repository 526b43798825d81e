import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'

// Each island's props are its own; the registry cannot know them, so it holds any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/** An island whose code is fetched only when it is about to hydrate (see `lazyIsland`). */
export interface LazyIsland {
  load: () => Promise<AnyComponent>
}

export type IslandRegistry = Record<string, AnyComponent | LazyIsland>

/**
 * When an island hydrates, read from its `data-hydrate` attribute (set by `<Island hydrate>`):
 * - `load` (default): right after the first paint — for what the first screen needs to work;
 * - `idle`: when the main thread is idle, so React never delays the first paint or interaction;
 * - `visible`: when the island comes near the viewport (or gets focus), e.g. below-the-fold widgets.
 * Until then the server HTML is shown as it is, so the content is there from the first paint.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible'

/** How far below the viewport a `visible` island starts hydrating. */
const VISIBLE_MARGIN = '200px'
/** An `idle` island hydrates after this long at the latest, even on a busy page. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * react-dom is most of the JavaScript a page loads. It is fetched and started when the first
 * island hydrates, not with the page: an `idle` page asks for it after the first paint, so the
 * download and React's start-up stay off the critical path.
 */
type ReactDomClient = typeof import('react-dom/client')
let reactDom: Promise<ReactDomClient> | undefined
// react-dom is CommonJS: bundled behind a dynamic import, its exports sit on `default`.
const loadReactDom = () =>
  (reactDom ??= import('react-dom/client').then((module) =>
    typeof module.hydrateRoot === 'function' ? module : (module as unknown as { default: ReactDomClient }).default,
  ))

/** Wraps a dynamic import so the island's code is split into its own chunk. */
export function lazyIsland(load: () => Promise<AnyComponent>): LazyIsland {
  return { load }
}

const isLazy = (entry: AnyComponent | LazyIsland): entry is LazyIsland =>
  typeof entry === 'object' && entry !== null && 'load' in entry && typeof entry.load === 'function'

/** Hydrates every `[data-island]` element whose name this page's entry knows, each at its time. */
export function hydrateIslands(registry: IslandRegistry): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const entry = registry[element.dataset.island ?? '']
    if (!entry) continue
    const hydrate = () => void hydrateIsland(element, entry)
    const when = element.dataset.hydrate as HydrateWhen | undefined
    if (when === 'visible') whenVisible(element, hydrate)
    else if (when === 'idle') whenIdle(hydrate)
    else afterNextPaint(hydrate)
  }
}

async function hydrateIsland(element: HTMLElement, entry: AnyComponent | LazyIsland): Promise<void> {
  const name = element.dataset.island ?? ''
  try {
    const [component, { hydrateRoot }] = await Promise.all([isLazy(entry) ? entry.load() : entry, loadReactDom()])
    const props: unknown = JSON.parse(element.dataset.props ?? '{}')
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task,
    // so a tap during start-up is handled at once (React hydrates what was tapped first).
    startTransition(() => {
      hydrateRoot(element, createElement(MarkHydrated, { element }, createElement(component, props as object)))
    })
  } catch (error) {
    console.error('island failed to hydrate', name, error)
  }
}

/**
 * Marks the island `data-hydrated="true"` once React has committed it and run its effects (an
 * island's effects run before this parent's), so tests and scripts can rely on a live island.
 */
function MarkHydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
  }, [element])
  return children
}

/**
 * Even an island wanted at once waits for the next frame to be rendered: the page shows first,
 * and react-dom is only requested after that. Module scripts run once the stylesheet is in, so
 * that frame has the content. An observer's first report comes with the frame's rendering and a
 * message after it runs once the frame is done; neither is a timer, so a test's fake clock does
 * not hold them back.
 */
function afterNextPaint(run: () => void): void {
  if (!('IntersectionObserver' in window)) {
    run()
    return
  }
  const observer = new IntersectionObserver(() => {
    observer.disconnect()
    const channel = new MessageChannel()
    channel.port1.onmessage = () => run()
    channel.port2.postMessage(null)
  })
  observer.observe(document.documentElement)
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 1)
}

/**
 * Islands are `display: contents` (no box of their own), so the observer watches their
 * children. Focus moving into the island (keyboard users) hydrates it too.
 */
function whenVisible(element: HTMLElement, run: () => void): void {
  const targets = [...element.children]
  if (targets.length === 0 || !('IntersectionObserver' in window)) {
    whenIdle(run)
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer.disconnect()
    element.removeEventListener('focusin', once)
    run()
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) once()
  }, { rootMargin: `${VISIBLE_MARGIN} 0px` })
  for (const target of targets) observer.observe(target)
  element.addEventListener('focusin', once)
}
