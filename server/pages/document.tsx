import type { ReactNode } from 'react'
import type { PageMeta } from '../../shared/content-schema'
import type { PageAssets } from '../asset-manifest'
import type { JsonLd } from '../../shared/seo/json-ld'
import { APPLE_TOUCH_ICON, THEME_COLOR } from '../../shared/seo/site-meta'
import { JsonLdScript } from './seo/json-ld-script'
import { SocialMeta } from './seo/social-meta'

/** The page's largest first-screen image, fetched early and first (the LCP candidate). */
export interface PreloadImage {
  href: string
  srcSet?: string
  sizes?: string
  type?: string
  /** Where it is the largest first-screen image (elsewhere it is not preloaded). */
  media?: string
}

interface DocumentProps {
  /** Its title and description (the content's PAGE_META, or a status page's own) and its canonical path. */
  page: PageMeta & { path: string }
  siteUrl: string
  assets: PageAssets
  bodyClassName?: string
  /** e.g. "noindex" for error pages: no canonical, no share tags. */
  robots?: string
  /** Structured data for search engines (the landing page describes the provider). */
  jsonLd?: JsonLd
  preloadImage?: PreloadImage
  /** Whether the page registers the service worker, once it is loaded and live (client/register-service-worker.ts). */
  serviceWorker?: boolean
  children: ReactNode
}

/**
 * The HTML shell shared by every page. The inline stylesheet and the inline loader are the build's
 * own, each allowed by its sha256 in the CSP; the JSON-LD block is data, which browsers never run.
 */
export function Document({
  page: { title, description, path },
  siteUrl,
  assets,
  bodyClassName,
  robots,
  jsonLd,
  preloadImage,
  serviceWorker,
  children,
}: DocumentProps) {
  const canonicalUrl = `${siteUrl}${path}`
  return (
    <html lang="id" data-service-worker={serviceWorker ? 'on' : undefined}>
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
        {/* Inline, so nothing outside the HTML blocks the first paint; the CSP allows it by its hash. */}
        <style dangerouslySetInnerHTML={{ __html: assets.style.code }} />
        {preloadImage ? (
          <link
            rel="preload"
            as="image"
            href={preloadImage.href}
            imageSrcSet={preloadImage.srcSet}
            imageSizes={preloadImage.sizes}
            type={preloadImage.type}
            media={preloadImage.media}
            fetchPriority="high"
          />
        ) : null}
        {/* The page is complete without its script: this loader asks for it once the page is painted. */}
        {assets.loader ? <script type="module" dangerouslySetInnerHTML={{ __html: assets.loader.code }} /> : null}
        {/* Before the body: a link tapped while the page still arrives is followed once it has. */}
        {assets.loader ? <script dangerouslySetInnerHTML={{ __html: assets.inline.linksWhileLoading.code }} /> : null}
        {robots ? null : <SocialMeta title={title} description={description} url={canonicalUrl} siteUrl={siteUrl} />}
        {jsonLd ? <JsonLdScript data={jsonLd} /> : null}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  )
}
