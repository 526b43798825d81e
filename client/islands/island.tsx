import type { ComponentType } from 'react'

interface IslandProps<P extends object> {
  /** Key of the component in the page's browser entry (client/entries/*.ts). */
  name: string
  component: ComponentType<P>
  props: P
}

/**
 * Server-side wrapper that marks a component for hydration. Props travel as JSON in a data
 * attribute, not an inline script, so the CSP needs no nonce and the HTML is the same for all.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}
