import type { PageAssets } from '../../shared/page-assets'
import { CHAT_GREETING } from '../../shared/site-content'
import { UI_TEXT } from '../../shared/messages'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { WhatsAppIcon } from '../components/icons'
import { StatusPage } from './status-page'

/**
 * The 429 page. Rendered once at boot to a static string, so answering a flood costs nothing;
 * the chat link keeps a real visitor one tap away from the provider.
 */
export function TooManyRequestsPage({ siteUrl, assets, whatsappNumber }: { siteUrl: string; assets: PageAssets; whatsappNumber: string }) {
  return (
    <StatusPage
      status={429}
      title={UI_TEXT.tooManyRequestsTitle}
      text={UI_TEXT.tooManyRequestsText}
      siteUrl={siteUrl}
      assets={assets}
      actions={
        <>
          <a className="button button-primary" href={buildWhatsAppUrl(whatsappNumber, CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            {UI_TEXT.contactUs}
          </a>
          <a className="button" href="/">
            {UI_TEXT.backHome}
          </a>
        </>
      }
    />
  )
}
