import type { ComponentType } from 'react'
import type { Island, IslandProps } from '../../client/hydrate-islands'

/** The component that places one page's islands (its row's), tsc holding `name` and `props` to them. */
export function islandPlacer<I extends Island<string, never>>(islands: readonly I[]) {
  return function PlacedIsland<N extends I['name']>(placed: { name: N; props: IslandProps<Extract<I, { name: N }>> }) {
    const island = islands.find(({ name }) => name === placed.name)!
    return placeIsland(island, placed.props)
  }
}

/**
 * An island in the placeholder the page's script hydrates by its name. Its props travel as JSON in
 * a data attribute, not an inline script, so the CSP needs no nonce and the HTML is the same for all.
 */
export function placeIsland<I extends Island<string, never>>(island: I, props: IslandProps<I>) {
  const Component = island.component as unknown as ComponentType<object>
  return (
    <div className="island" data-island={island.name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  )
}
