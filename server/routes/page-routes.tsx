import type { Request, Response } from 'express'
import type { AssetManifest } from '../../shared/page-assets'
import { pageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { LandingPage } from '../../client/pages/landing-page'
import { renderPage } from '../render-page'

export interface PageContext {
  manifest: AssetManifest
  site: () => SiteConfig
}

export function landingRoute({ manifest, site }: PageContext) {
  const assets = pageAssets(manifest, 'landing')
  return (_req: Request, res: Response) => renderPage(res, <LandingPage site={site()} assets={assets} />)
}
