import type { ReactElement } from 'react'
import type { Islands } from '../../client/hydrate-islands'
import type { PageMeta } from '../../shared/content-schema'
import type { SiteConfig } from '../../shared/site-config'
import type { PageAssets, Stylesheet } from '../asset-manifest'

/** What a page is rendered from: the site's settings, the build's assets, its path and its title. */
export interface PageViewProps {
  site: SiteConfig
  assets: PageAssets
  path: string
  meta: PageMeta
}

/** One row of the site's page table (server/pages/site-pages.tsx). */
export interface SitePage {
  path: string
  inSitemap: boolean
  /** Its stylesheet, inlined into its HTML. */
  stylesheet: Stylesheet
  /** The most JavaScript the page may load, brotli-compressed, in KiB (tests/build/budgets.test.ts). */
  jsBudgetKib: number
  /**
   * What it hydrates: each island by its name, which is also its module's, client/islands/<kebab-name>.island.tsx.
   * The build makes the page's script from this; the page places them with islandPlacer(islands).
   */
  islands: Islands
  /** Its title and description, unless the content's PAGE_META has them. */
  meta?: PageMeta
  /** The page as every visitor gets it. */
  render(props: PageViewProps): ReactElement
}
