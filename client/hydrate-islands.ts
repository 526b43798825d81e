import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

// Each island's props are its own; the registry cannot know them, so it holds any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, ComponentType<any>>

/** Hydrates every `[data-island]` element whose name this page's entry knows. */
export function hydrateIslands(registry: IslandRegistry): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? ''
    const component = registry[name]
    if (!component) continue
    try {
      const props: unknown = JSON.parse(element.dataset.props ?? '{}')
      hydrateRoot(element, createElement(component, props as object))
      element.dataset.hydrated = 'true'
    } catch (error) {
      console.error('island failed to hydrate', name, error)
    }
  }
}
