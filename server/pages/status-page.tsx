import { STATUS_TEXT, UI_TEXT, type StatusWithPage } from '../../shared/messages'
import type { PageAssets } from '../asset-manifest'
import type { SiteConfig } from '../site-config'
import { BRAND, CHAT_GREETING } from '#content'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { Document } from './document'
import { ChatLink } from './landing/chat-link'
import { PlainLayout } from './plain-layout'

/**
 * The plain, noindex page behind every error status: what happened and where to go from here.
 * After too many posts, the chat keeps a real visitor one tap away from the provider.
 */
export function StatusPage({ status, site, assets }: { status: StatusWithPage; site: SiteConfig; assets: PageAssets }) {
  const text = STATUS_TEXT[status]
  const primaryAction =
    status === 429 ? (
      <ChatLink href={buildWhatsAppUrl(site.contact.whatsappNumber, CHAT_GREETING)} className="button button-primary">
        {UI_TEXT.contactUs}
      </ChatLink>
    ) : null
  return (
    <Document
      site={site}
      assets={assets}
      path="/"
      meta={{ title: `${text.title} | ${BRAND.name}`, description: text.text }}
      robots="noindex"
    >
      <PlainLayout>
        <section className="status-page">
          <p className="status-code">{status}</p>
          <h1>{text.title}</h1>
          <p>{text.text}</p>
          <p className="status-actions">
            {primaryAction}
            <a className={`button ${primaryAction ? 'button-ghost' : 'button-primary'}`} href="/">
              {UI_TEXT.backHome}
            </a>
          </p>
        </section>
      </PlainLayout>
    </Document>
  )
}
