import type { PageAssets } from '../../shared/page-assets'
import { BRAND, CHAT_GREETING } from '../../shared/site-content'
import { UI_TEXT } from '../../shared/messages'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { WhatsAppIcon } from '../components/icons'
import { Document } from '../document'
import { PlainLayout } from './plain-layout'

/**
 * The 429 page. Rendered once at boot to a static string, so answering a flood costs nothing;
 * the chat link keeps a real visitor one tap away from the provider.
 */
export function TooManyRequestsPage({ siteUrl, assets, whatsappNumber }: { siteUrl: string; assets: PageAssets; whatsappNumber: string }) {
  return (
    <Document
      title={`${UI_TEXT.tooManyRequestsTitle} | ${BRAND.name}`}
      description={UI_TEXT.tooManyRequestsText}
      canonicalPath="/"
      siteUrl={siteUrl}
      assets={assets}
      robots="noindex"
    >
      <PlainLayout>
        <section className="status-page">
          <p className="status-code">429</p>
          <h1>{UI_TEXT.tooManyRequestsTitle}</h1>
          <p>{UI_TEXT.tooManyRequestsText}</p>
          <a className="button button-primary" href={buildWhatsAppUrl(whatsappNumber, CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            {UI_TEXT.contactUs}
          </a>
          <a className="button" href="/">
            {UI_TEXT.backHome}
          </a>
        </section>
      </PlainLayout>
    </Document>
  )
}
