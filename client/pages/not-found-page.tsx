import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { BRAND } from '../../shared/site-content'
import { UI_TEXT } from '../../shared/messages'
import { Document } from '../document'
import { PlainLayout } from './plain-layout'

export function NotFoundPage({ site, assets }: { site: SiteConfig; assets: PageAssets }) {
  return (
    <Document
      title={`${UI_TEXT.notFoundTitle} | ${BRAND.name}`}
      description={UI_TEXT.notFoundText}
      canonicalPath="/404"
      siteUrl={site.siteUrl}
      assets={assets}
      robots="noindex"
    >
      <PlainLayout>
        <section className="status-page">
          <p className="status-code">404</p>
          <h1>{UI_TEXT.notFoundTitle}</h1>
          <p>{UI_TEXT.notFoundText}</p>
          <a className="button button-primary" href="/">
            {UI_TEXT.backHome}
          </a>
        </section>
      </PlainLayout>
    </Document>
  )
}
