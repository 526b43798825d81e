import type { ComponentType, ReactNode } from 'react'
import type { IslandProps, Islands } from '../../client/hydrate-islands'

/** The component that places one page's islands, tsc holding `name` and `props` to them. */
export function islandPlacer<I extends Islands>(islands: I) {
  return function Island<N extends keyof I & string>({ name, props }: { name: N; props: IslandProps<I[N]> }) {
    return placeIsland(name, islands[name] as (props: IslandProps<I[N]>) => ReactNode, props)
  }
}

/**
 * An island in the placeholder the page's script hydrates by `name`. Its props travel as JSON in a
 * data attribute, not an inline script, so the CSP needs no nonce and the HTML is the same for all.
 */
export function placeIsland<P>(name: string, island: (props: P) => ReactNode, props: P) {
  const Component = island as unknown as ComponentType<object>
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  )
}
