import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { UI_TEXT } from '../../shared/messages'
import { StatusPage } from './status-page'

export function NotFoundPage({ site, assets }: { site: SiteConfig; assets: PageAssets }) {
  return (
    <StatusPage
      status={404}
      title={UI_TEXT.notFoundTitle}
      text={UI_TEXT.notFoundText}
      siteUrl={site.siteUrl}
      assets={assets}
      actions={
        <a className="button button-primary" href="/">
          {UI_TEXT.backHome}
        </a>
      }
    />
  )
}
