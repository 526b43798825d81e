import type { PageAssets } from '../../shared/page-assets'
import { BRAND } from '../../shared/site-content'
import { UI_TEXT } from '../../shared/messages'
import { Document } from '../document'
import { PlainLayout } from './plain-layout'

/** Rendered once at boot to a static string: it must not depend on anything that can fail. */
export function ServerErrorPage({ siteUrl, assets }: { siteUrl: string; assets: PageAssets }) {
  return (
    <Document
      title={`${UI_TEXT.serverErrorTitle} | ${BRAND.name}`}
      description={UI_TEXT.serverErrorText}
      canonicalPath="/"
      siteUrl={siteUrl}
      assets={assets}
      robots="noindex"
    >
      <PlainLayout>
        <section className="status-page">
          <p className="status-code">500</p>
          <h1>{UI_TEXT.serverErrorTitle}</h1>
          <p>{UI_TEXT.serverErrorText}</p>
          <a className="button button-primary" href="/">
            {UI_TEXT.backHome}
          </a>
        </section>
      </PlainLayout>
    </Document>
  )
}
