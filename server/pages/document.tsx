import type { LinkHTMLAttributes, ReactNode } from 'react'
import { serializeJsonLd, type JsonLd } from '../seo/json-ld'
import { APPLE_TOUCH_ICON, OPEN_GRAPH_IMAGE, THEME_COLOR } from '../seo/site-meta'
import { BRAND } from '#content'
import { BEACON_PATH } from '../../shared/analytics/events'
import type { PageViewProps } from './site-page'

/** The HTML shell of every page; the inline style and scripts are each allowed by their sha256 in the CSP. */
export function Document({
  site,
  assets,
  path,
  meta: { title, description },
  bodyClassName,
  robots,
  jsonLd,
  preloadImage,
  children,
}: PageViewProps & {
  bodyClassName?: string
  /** e.g. "noindex" for error pages: no canonical, no share tags. */
  robots?: string
  jsonLd?: JsonLd
  /** The page's largest first-screen image, fetched early and first (the LCP candidate). */
  preloadImage?: LinkHTMLAttributes<HTMLLinkElement>
  children: ReactNode
}) {
  // Only a page with scripts (a page of the page table) loads the site script (client/site/): it
  // registers the service worker and, with counting on, loads counting.
  const siteScript = assets.loader !== undefined
  const counting = siteScript && site.counting
  const canonicalUrl = `${site.siteUrl}${path}`
  const image = `${site.siteUrl}${OPEN_GRAPH_IMAGE.path}`
  const imageAlt = `${BRAND.name}: ${BRAND.tagline}`
  return (
    <html
      lang="id"
      data-service-worker={siteScript && site.serviceWorker ? 'on' : undefined}
      data-counting={counting ? 'on' : undefined}
    >
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
        {preloadImage ? <link rel="preload" as="image" {...preloadImage} fetchPriority="high" /> : null}
        {/* The page is complete without its scripts: this loader asks for them once the page is painted. */}
        {assets.loader ? <script dangerouslySetInnerHTML={{ __html: assets.loader.code }} /> : null}
        {/* Before the body: a link tapped while the page still arrives is followed once it has. */}
        {assets.loader ? <script dangerouslySetInnerHTML={{ __html: assets.inline.linksWhileLoading.code }} /> : null}
        {/* Open Graph and Twitter cards: what a shared link shows in chats and social feeds. */}
        {robots ? null : (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={BRAND.name} />
            <meta property="og:locale" content="id_ID" />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            <meta property="og:url" content={canonicalUrl} />
            <meta property="og:image" content={image} />
            <meta property="og:image:type" content={OPEN_GRAPH_IMAGE.type} />
            <meta property="og:image:width" content={String(OPEN_GRAPH_IMAGE.width)} />
            <meta property="og:image:height" content={String(OPEN_GRAPH_IMAGE.height)} />
            <meta property="og:image:alt" content={imageAlt} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content={title} />
            <meta name="twitter:description" content={description} />
            <meta name="twitter:image" content={image} />
            <meta name="twitter:image:alt" content={imageAlt} />
          </>
        )}
        {/* A data block, never run: the CSP needs no 'unsafe-inline' for it. */}
        {jsonLd ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        ) : null}
      </head>
      <body className={bodyClassName}>
        {children}
        {/* The page's view, counted once it is shown, with JavaScript or without, however soon the
            visitor leaves: the image is fetched before the page's load event (beacon-route.ts). */}
        {counting ? (
          <img className="page-view-image" src={`${BEACON_PATH}?p=${path}`} alt="" width="1" height="1" />
        ) : null}
      </body>
    </html>
  )
}
