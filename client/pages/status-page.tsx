import type { ReactNode } from 'react'
import type { PageAssets } from '../../shared/page-assets'
import { BRAND } from '../../shared/site-content'
import { Document } from '../document'
import { PlainLayout } from './plain-layout'

interface StatusPageProps {
  status: number
  title: string
  text: string
  siteUrl: string
  assets: PageAssets
  /** Where the visitor can go from here: one or two buttons. */
  actions: ReactNode
}

/** The plain, noindex page behind every error status (404, 413, 400, 415, 429, 500). */
export function StatusPage({ status, title, text, siteUrl, assets, actions }: StatusPageProps) {
  return (
    <Document
      title={`${title} | ${BRAND.name}`}
      description={text}
      canonicalPath="/"
      siteUrl={siteUrl}
      assets={assets}
      robots="noindex"
    >
      <PlainLayout>
        <section className="status-page">
          <p className="status-code">{status}</p>
          <h1>{title}</h1>
          <p>{text}</p>
          <p className="status-actions">{actions}</p>
        </section>
      </PlainLayout>
    </Document>
  )
}
