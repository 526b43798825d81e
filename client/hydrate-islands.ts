import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { registerServiceWorker } from './register-service-worker'

// Each island's props are its own; the registry cannot know them, so it holds any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, ComponentType<any>>

/**
 * Hydrates every `[data-island]` element whose name this page's entry knows. The page's inline
 * loader fetches this script only once the page has been painted: until then, and for anything
 * that happens before, the server HTML works as it is (links, the native menu, form posts).
 */
export async function hydrateIslands(registry: IslandRegistry): Promise<void> {
  // The scripts were evaluated in a task of their own: hydrating starts in the next one.
  await nextTask()
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  const live = islands.map((element) => {
    const component = registry[element.dataset.island ?? '']
    return component ? hydrateIsland(element, component) : Promise.resolve()
  })
  await Promise.all(live)
  registerServiceWorker()
}

/** Resolves in a new task, so the browser can handle input and paint in between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/** Hydrates one island; resolves once it is live (or has failed, which is logged). */
function hydrateIsland(element: HTMLElement, component: ComponentType<object>) {
  return new Promise<void>((live) => {
    try {
      const props: unknown = JSON.parse(element.dataset.props ?? '{}')
      // As a transition, React hydrates in slices of a few milliseconds instead of one long task,
      // so a tap during start-up is handled at once (React hydrates what was tapped first).
      startTransition(() => {
        hydrateRoot(element, createElement(MarkHydrated, { element, live }, createElement(component, props as object)))
      })
    } catch (error) {
      console.error('island failed to hydrate', element.dataset.island, error)
      live()
    }
  })
}

/**
 * Marks the island `data-hydrated="true"` once React has committed it and run its effects (an
 * island's effects run before this parent's), so tests and scripts can rely on a live island.
 */
function MarkHydrated({ element, live, children }: { element: HTMLElement; live: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', 'true')
    live()
  }, [element, live])
  return children
}
