import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import type { hydrateRoot as HydrateRootFunction } from 'react-dom/client'

type HydrateRoot = typeof HydrateRootFunction

// Each island's props are its own; the registry cannot know them, so it holds any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, ComponentType<any>>

/**
 * Hydrates every `[data-island]` element whose name this page's entry knows. The page's inline
 * loader fetches this script only once the page has been painted: until then, and for anything
 * that happens before, the server HTML works as it is (links, the native menu, form posts).
 */
export async function hydrateIslands(registry: IslandRegistry): Promise<void> {
  // react-dom's module body is the largest piece of start-up work: it runs in a task of its own,
  // after this script's, so neither blocks the main thread for long on a slow phone.
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = registry[element.dataset.island ?? '']
    if (component) hydrateIsland(element, component, hydrateRoot)
  }
}

/** Resolves in a new task, so the browser can handle input and paint in between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

function hydrateIsland(element: HTMLElement, component: ComponentType<object>, hydrateRoot: HydrateRoot): void {
  try {
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
