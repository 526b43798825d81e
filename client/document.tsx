import type { ReactNode } from 'react'
import type { PageAssets } from '../shared/page-assets'
import type { PageDefinition } from '../shared/pages'
import type { JsonLd } from '../shared/seo/json-ld'
import { APPLE_TOUCH_ICON, THEME_COLOR } from '../shared/seo/site-meta'
import { JsonLdScript } from './seo/json-ld-script'
import { SocialMeta } from './seo/social-meta'

/** The page's largest first-screen image, fetched early and first (the LCP candidate). */
export interface PreloadImage {
  href: string
  srcSet?: string
  sizes?: string
  type?: string
}

interface DocumentProps {
  /** Its title, description and canonical path: a row of PAGES, or a status page's own. */
  page: Pick<PageDefinition, 'title' | 'description' | 'path'>
  siteUrl: string
  assets: PageAssets
  bodyClassName?: string
  /** e.g. "noindex" for error pages: no canonical, no share tags. */
  robots?: string
  /** Structured data for search engines (the landing page describes the provider). */
  jsonLd?: JsonLd
  preloadImage?: PreloadImage
  children: ReactNode
}

/**
 * The HTML shell shared by every page. Scripts are modules (deferred), never inline; the only
 * inline script element is a JSON-LD data block, which browsers do not execute.
 */
export function Document({
  page: { title, description, path },
  siteUrl,
  assets,
  bodyClassName,
  robots,
  jsonLd,
  preloadImage,
  children,
}: DocumentProps) {
  const canonicalUrl = `${siteUrl}${path}`
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {robots ? <meta name="robots" content={robots} /> : <link rel="canonical" href={canonicalUrl} />}
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />
        <link rel="manifest" href="/site.webmanifest" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {preloadImage ? (
          <link
            rel="preload"
            as="image"
            href={preloadImage.href}
            imageSrcSet={preloadImage.srcSet}
            imageSizes={preloadImage.sizes}
            type={preloadImage.type}
            fetchPriority="high"
          />
        ) : null}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {robots ? null : <SocialMeta title={title} description={description} url={canonicalUrl} siteUrl={siteUrl} />}
        {jsonLd ? <JsonLdScript data={jsonLd} /> : null}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  )
}
