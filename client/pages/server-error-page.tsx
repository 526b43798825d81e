import type { PageAssets } from '../../shared/page-assets'
import { UI_TEXT } from '../../shared/messages'
import { StatusPage } from './status-page'

/** Rendered once at boot to a static string: it must not depend on anything that can fail. */
export function ServerErrorPage({ siteUrl, assets }: { siteUrl: string; assets: PageAssets }) {
  return (
    <StatusPage
      status={500}
      title={UI_TEXT.serverErrorTitle}
      text={UI_TEXT.serverErrorText}
      siteUrl={siteUrl}
      assets={assets}
      actions={
        <a className="button button-primary" href="/">
          {UI_TEXT.backHome}
        </a>
      }
    />
  )
}
