import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLANDS_LIVE_EVENT } from './site/start-up'

/**
 * An island as its module declares it, `export const SITE_HEADER_ISLAND = island(import.meta.url, { SiteHeader })`:
 * the component, whose props travel from the server as JSON; its name, which is its export's and
 * its placeholders'; and the module that exports it, which the build imports it from by that name
 * (esbuild.config.ts). A page's row of server/pages/site-pages.tsx lists its islands.
 */
export type Island<N extends string = string, P = never> = ReturnType<typeof island<N, P>>

/** The island of `module` (its import.meta.url) that exports the one component of `named`. */
export function island<N extends string, P>(module: string, named: { [K in N]: (props: P) => ReactNode }) {
  const [name, ...more] = Object.keys(named) as N[]
  if (!name || more.length > 0) throw new Error(`island(): one component, named as its module exports it (${module})`)
  return { name, module, component: named[name] }
}

export type IslandProps<I> = I extends Island<string, infer P> ? P : never

/**
 * Hydrates every `[data-island]` element of the page with its component among `islands`, the page's
 * by name (esbuild.config.ts writes the call). Until then the server HTML works as it is (links, the
 * native menu, form posts). Once all are live, it says so (the site script waits for it: client/site/start-up.ts).
 */
export async function hydrateIslands(islands: Readonly<Record<string, (props: never) => ReactNode>>): Promise<void> {
  // The scripts were evaluated in a task of their own: hydrating starts in the next one.
  await nextTask()
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  const live = elements.map((element) => {
    const name = element.dataset.island ?? ''
    if (Object.hasOwn(islands, name)) return hydrateIsland(element, islands[name] as unknown as ComponentType<object>)
    console.error('no such island on this page', name)
    return Promise.resolve()
  })
  await Promise.all(live)
  document.dispatchEvent(new Event(ISLANDS_LIVE_EVENT))
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
