import QRCode from 'qrcode'
import { PAGES } from '../pages/site-pages'
import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from '../seo/site-meta'
import { BRAND, CHAT_GREETING, SITE_DESCRIPTION } from '#content'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'

/** The files the server writes itself rather than the build: they depend on the settings. */

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

export function sitemapXml(siteUrl: string): string {
  const urls = PAGES.map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function webManifest(): string {
  return JSON.stringify({
    name: `${BRAND.name} | ${BRAND.tagline}`,
    short_name: BRAND.name,
    description: SITE_DESCRIPTION,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICONS.map(({ path, size }) => ({ src: path, sizes: `${size}x${size}`, type: 'image/png' })),
    ],
  })
}

/** The contact section's QR code: a chat with the configured number and the greeting. */
export function whatsappQrSvg(whatsappNumber: string): Promise<string> {
  return QRCode.toString(buildWhatsAppUrl(whatsappNumber, CHAT_GREETING), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0f172a', light: '#ffffff' },
  })
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
