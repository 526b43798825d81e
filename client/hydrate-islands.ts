import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import type * as ReactDomClientModule from 'react-dom/client'

// Each island's props are its own; the registry cannot know them, so it holds any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, ComponentType<any>>

/**
 * react-dom is most of the JavaScript a page loads. It is fetched and started when the first
 * island hydrates, after the first paint, so the download and React's start-up stay off the
 * critical path.
 */
type ReactDomClient = typeof ReactDomClientModule
let reactDom: Promise<ReactDomClient> | undefined
// react-dom is CommonJS: bundled behind a dynamic import, its exports sit on `default`.
const loadReactDom = () =>
  (reactDom ??= import('react-dom/client').then((module) =>
    typeof module.hydrateRoot === 'function' ? module : (module as unknown as { default: ReactDomClient }).default,
  ))

/**
 * Hydrates every `[data-island]` element whose name this page's entry knows, right after the
 * first rendered frame. Until then the server HTML is shown as it is: the content is there from
 * the first paint.
 */
export function hydrateIslands(registry: IslandRegistry): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
    const component = registry[element.dataset.island ?? '']
    return component ? [{ element, component }] : []
  })
  afterNextPaint(() => islands.forEach(({ element, component }) => void hydrateIsland(element, component)))
}

async function hydrateIsland(element: HTMLElement, component: ComponentType<object>): Promise<void> {
  try {
    const { hydrateRoot } = await loadReactDom()
    const props: unknown = JSON.parse(element.dataset.props ?? '{}')
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task,
    // so a tap during start-up is handled at once (React hydrates what was tapped first).
    startTransition(() => {
      hydrateRoot(element, createElement(MarkHydrated, { element }, createElement(component, props as object)))
    })
  } catch (error) {
    console.error('island failed to hydrate', element.dataset.island, error)
  }
}

/**
 * Marks the island `data-hydrated="true"` once React has committed it and run its effects (an
 * island's effects run before this parent's), so tests and scripts can rely on a live island.
 */
function MarkHydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', 'true')
  }, [element])
  return children
}

/**
 * Waits for the next frame to be rendered: the page shows first, and react-dom is only requested
 * after that. Module scripts run once the stylesheet is in, so that frame has the content. An
 * observer's first report comes with the frame's rendering and a message after it runs once the
 * frame is done; neither is a timer, so a test's fake clock does not hold them back.
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
