import type { ReactNode } from 'react'
import { BRAND } from '#content'
import type { PageAssets } from '../asset-manifest'
import { Document } from '../pages/document'
import { PlainLayout } from '../pages/plain-layout'
import type { SiteConfig } from '../site-config'
import { STATISTICS_PATH, TESTIMONIALS_PATH } from './owner-path'
import { OWNER_TEXT } from './owner-text'

interface OwnerPageProps {
  site: SiteConfig
  assets: PageAssets
  path: typeof STATISTICS_PATH | typeof TESTIMONIALS_PATH
  title: string
  /** What search results would show, were the page not noindex; also its lead unless `lead` is given. */
  description: string
  lead?: ReactNode
  children: ReactNode
}

/**
 * The shell of each of the owner's pages: noindex, their stylesheet, their heading, and the links to
 * the others (the figures only while they are counted).
 */
export function OwnerPage({ site, assets, path, title, description, lead = description, children }: OwnerPageProps) {
  const T = OWNER_TEXT.nav
  const links = [...(site.counting ? [[STATISTICS_PATH, T.statistics]] : []), [TESTIMONIALS_PATH, T.testimonials]]
  return (
    <Document
      site={site}
      assets={assets}
      path={path}
      meta={{ title: `${title} | ${BRAND.name}`, description }}
      robots="noindex"
      bodyClassName="dashboard-body"
    >
      <PlainLayout wide>
        <header className="page-intro">
          <p className="page-eyebrow">{OWNER_TEXT.eyebrow}</p>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{lead}</p>
        </header>
        <nav className="owner-nav" aria-label={T.label}>
          <ul>
            {links.map(([href, label]) => (
              <li key={href}>
                <a href={href} aria-current={href === path ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </PlainLayout>
    </Document>
  )
}
