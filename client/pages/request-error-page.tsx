import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { StatusPage } from './status-page'

export type RequestErrorKind = 'tooLarge' | 'malformed' | 'unsupported'

interface RequestErrorPageProps {
  site: SiteConfig
  assets: PageAssets
  kind: RequestErrorKind
  status: number
  /** The form the visitor came from. */
  formPath: string
}

/** The answer to a form post the server cannot read (413, 400, 415): what happened and the way back. */
export function RequestErrorPage({ site, assets, kind, status, formPath }: RequestErrorPageProps) {
  const text = FORM_TEXT.requestError[kind]
  return (
    <StatusPage
      status={status}
      title={text.title}
      text={text.text}
      siteUrl={site.siteUrl}
      assets={assets}
      actions={
        <>
          <a className="button button-primary" href={formPath}>
            {FORM_TEXT.requestError.backToForm}
          </a>
          <a className="button button-ghost" href="/">
            {UI_TEXT.backHome}
          </a>
        </>
      }
    />
  )
}
