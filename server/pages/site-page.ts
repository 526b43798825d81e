import type { ReactElement } from 'react'
import type { Island } from '../../client/hydrate-islands'
import type { PageMeta } from '../../shared/content-schema'
import type { SiteConfig } from '../site-config'
import type { PageAssets, Stylesheet } from '../asset-manifest'

export interface PageViewProps {
  site: SiteConfig
  assets: PageAssets
  path: string
  meta: PageMeta
}

/** One row of the site's page table (server/pages/site-pages.tsx). */
export interface SitePage {
  path: string
  stylesheet: Stylesheet
  /** The most JavaScript the page may load, brotli-compressed, in KiB (tests/e2e/page-load.spec.ts). */
  jsBudgetKib: number
  /** What it hydrates, each island by its module's name (client/islands/<kebab-name>.island.tsx). */
  islands: readonly Island[]
  /** Its title and description, unless the content's PAGE_META has them. */
  meta?: PageMeta
  /** A form's page whose hand-off is what a visit is for: its hand-offs per visitor are the owner's conversion. */
  goal?: true
  render(props: PageViewProps): ReactElement
}
