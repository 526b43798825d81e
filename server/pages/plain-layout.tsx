import type { ReactNode } from 'react'
import { BRAND } from '#content'
import { UI_TEXT } from '../../shared/messages'
import { HomeIcon } from '../../client/components/icons'

/** Layout of the form and error pages: no landing header or footer, a home link back to /. */
export function PlainLayout({ children }: { children: ReactNode }) {
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
      <main id="main" className="plain-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
