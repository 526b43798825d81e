import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { BRAND } from '../../shared/site-content'
import { Document } from '../document'

export function LandingPage({ site, assets }: { site: SiteConfig; assets: PageAssets }) {
  return (
    <Document
      title={`${BRAND.name} | ${BRAND.tagline}`}
      description="Jasa pembuatan website sekolah, bisnis dan aplikasi custom, serta bantuan tugas IT."
      canonicalPath="/"
      siteUrl={site.siteUrl}
      assets={assets}
    >
      <main id="main">
        <section id="home">
          <h1>{BRAND.name}</h1>
        </section>
      </main>
    </Document>
  )
}
