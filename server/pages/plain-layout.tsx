import type { ReactNode } from 'react'
import { BRAND } from '#content'
import { UI_TEXT } from '../../shared/messages'
import { HomeIcon } from '../../client/components/icons'
import { PRIVACY_PATH } from './privacy-path'

/** Layout of the form, notice and error pages: no landing header, a home link back to /, a slim footer. */
export function PlainLayout({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className="plain-layout">
      <a className="skip-link" href="#main">
        {UI_TEXT.skipToContent}
      </a>
      <header className="plain-header">
        <a className="home-link" href="/" aria-label={UI_TEXT.backHome}>
          <HomeIcon />
        </a>
        <span className="plain-brand">{BRAND.name}</span>
      </header>
      <main id="main" className={wide ? 'plain-main plain-main-wide' : 'plain-main'} tabIndex={-1}>
        {children}
      </main>
      <footer className="plain-footer">
        <p>
          {`${BRAND.name} · `}
          <a href={PRIVACY_PATH}>{UI_TEXT.privacyPolicy}</a>
        </p>
      </footer>
    </div>
  )
}
