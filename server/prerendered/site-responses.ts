import type { OutgoingHttpHeaders } from 'node:http'
import { text } from 'node:stream/consumers'
import { createElement, type ReactElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { STATUS_TEXT, type StatusWithPage } from '../../shared/messages'
import { pageAssets, type AssetManifest } from '../asset-manifest'
import type { SiteConfig } from '../site-config'
import { PAGES, viewPropsOf } from '../pages/site-pages'
import { StatusPage } from '../pages/status-page'
import { prerenderedResponse, type PrerenderedResponse } from './prerendered-response'
import { serviceWorkerScript } from './service-worker'
import { robotsTxt, sitemapXml, webManifest, whatsappQrSvg } from './site-files'

/**
 * A page holds nothing per visitor: a CDN or browser may keep it a minute and reuse it for ten
 * while it revalidates with the ETag. Hashed scripts and styles are the ones kept for a year.
 * no-transform, here and on every file the service worker precaches: a CDN that rewrites a page
 * (e-mail obfuscation, script loaders, minification) breaks the integrity /sw.js lists for it.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600, no-transform'
/** robots.txt, the sitemap, the manifest and the QR code change only with a deploy or a setting. */
const FILE_CACHE_CONTROL = 'public, max-age=3600, no-transform'
const JAVASCRIPT = 'text/javascript; charset=utf-8'

/** Everything the server answers identically to every visitor, rendered for one calendar month. */
export type SiteResponses = Awaited<ReturnType<typeof renderSiteResponses>>

export async function renderSiteResponses(site: SiteConfig, manifest: AssetManifest, headers: OutgoingHttpHeaders) {
  const html = async (element: ReactElement, cacheControl: string, validators = true) =>
    prerenderedResponse(await text((await prerenderToNodeStream(element)).prelude), {
      type: 'text/html; charset=utf-8',
      cacheControl,
      headers,
      validators,
    })
  const file = (body: string, type: string) =>
    prerenderedResponse(body, { type, cacheControl: FILE_CACHE_CONTROL, headers })

  // GET and HEAD answers by exact path.
  const at = new Map<string, PrerenderedResponse>()
  const scripts = new Set<string>()
  for (const page of PAGES) {
    const props = viewPropsOf(page, site, manifest)
    at.set(page.path, await html(page.render(props), PAGE_CACHE_CONTROL, true))
    for (const script of props.assets.scripts) scripts.add(script)
  }
  // Counting's chunk too where it is on: a page opened offline counts what the visitor does there.
  if (site.counting) for (const script of manifest.counting) scripts.add(script)
  at.set('/robots.txt', file(robotsTxt(site.siteUrl), 'text/plain; charset=utf-8'))
  at.set('/sitemap.xml', file(sitemapXml(site.siteUrl), 'application/xml; charset=utf-8'))
  at.set('/site.webmanifest', file(webManifest(), 'application/manifest+json; charset=utf-8'))
  at.set('/qr/whatsapp.svg', file(await whatsappQrSvg(site.contact.whatsappNumber), 'image/svg+xml'))
  const worker = serviceWorkerScript(manifest.serviceWorker, site.serviceWorker, {
    pages: PAGES.map((page) => page.path),
    scripts: [...scripts],
    rendered: at,
  })
  // Browsers check it on every visit: revalidated each time, it is how a new build reaches them.
  const script = (code: string) =>
    prerenderedResponse(code, { type: JAVASCRIPT, cacheControl: 'no-cache, no-transform', headers })
  at.set('/sw.js', script(worker))
  // What a retired host answers for /sw.js (the Caddyfile's retired_host), whatever SERVICE_WORKER says.
  at.set('/sw-remover.js', script(manifest.serviceWorker.remover))

  const statusPages = new Map<StatusWithPage, PrerenderedResponse>()
  const assets = pageAssets(manifest, 'status')
  // None is kept, a 404 included: during an update the next container may have what this one lacks.
  for (const status of STATUSES)
    statusPages.set(status, await html(createElement(StatusPage, { status, site, assets }), 'no-store', false))
  return { at, statusPages }
}

const STATUSES = Object.keys(STATUS_TEXT).map(Number) as StatusWithPage[]

/**
 * The status an error is answered with: its own when it has a page (every status a library in
 * this app raises does), else 400 for a client error and 500 for anything else.
 */
export function statusWithPage(status: number): StatusWithPage {
  if ((STATUSES as number[]).includes(status)) return status as StatusWithPage
  return status >= 400 && status < 500 ? 400 : 500
}
