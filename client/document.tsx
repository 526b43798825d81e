import type { ReactNode } from 'react'
import type { PageAssets } from '../shared/page-assets'

interface DocumentProps {
  title: string
  description: string
  canonicalPath: string
  siteUrl: string
  assets: PageAssets
  bodyClassName?: string
  robots?: string
  children: ReactNode
}

/** The HTML shell shared by every page. Scripts are modules (deferred), never inline. */
export function Document({ title, description, canonicalPath, siteUrl, assets, bodyClassName, robots, children }: DocumentProps) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {robots ? <meta name="robots" content={robots} /> : <link rel="canonical" href={`${siteUrl}${canonicalPath}`} />}
        <meta name="theme-color" content="#0b3b8c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  )
}
