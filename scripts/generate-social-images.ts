/**
 * Regenerates the raster images that search engines, chat apps and phones ask for, from the
 * SVG favicon and the site content, rendered by the machine's Chromium:
 *   public/og-image.png          1200×630 share card (Open Graph, Twitter)
 *   public/icon-192.png, -512    web app manifest icons
 *   public/apple-touch-icon.png  180×180 home-screen icon for iOS
 *   public/favicon.ico           32×32 PNG in an ICO container, for clients that ask for it blind
 * The results are committed, so `npm run build` needs no browser. Run after changing the brand,
 * the favicon or the tagline: `npx tsx scripts/generate-social-images.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { chromium, type Browser } from 'playwright'
import { BRAND, SERVICES } from '#content'
import { APPLE_TOUCH_ICON, APP_ICONS, FAVICON_ICO, OPEN_GRAPH_IMAGE, THEME_COLOR } from '../server/seo/site-meta'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path'

const PUBLIC_DIR = 'public'
const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

function shareCardHtml(logoSvg: string): string {
  const services = SERVICES.map((service) => `<li>${escapeHtml(service.title)}</li>`).join('')
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${OPEN_GRAPH_IMAGE.width}px; height: ${OPEN_GRAPH_IMAGE.height}px; font-family: ${FONT_STACK};
    background: linear-gradient(135deg, ${THEME_COLOR} 0%, #082a66 100%); color: #fff; padding: 72px 80px;
    display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; }
  .name { font-size: 76px; font-weight: 800; letter-spacing: -1px; }
  .tagline { font-size: 44px; font-weight: 700; color: #fbbf24; line-height: 1.2; max-width: 1000px; }
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 14px 18px; }
  li { font-size: 26px; padding: 10px 20px; border-radius: 999px; background: rgb(255 255 255 / 0.14); }
  </style></head><body>
  <div class="brand">${logoSvg}<span class="name">${escapeHtml(BRAND.name)}</span></div>
  <p class="tagline">${escapeHtml(BRAND.tagline)}</p>
  <ul>${services}</ul>
  </body></html>`
}

/** The favicon on a full square of its own blue (home screens round or mask the corners), or on transparency. */
function renderIcon(browser: Browser, logoSvg: string, size: number, fullBleed: boolean) {
  const logo = fullBleed ? logoSvg.replace(/ rx="\d+"/, '') : logoSvg
  const html = `<!doctype html><html><head><style>
  * { margin: 0; } body { width: ${size}px; height: ${size}px; background: ${fullBleed ? THEME_COLOR : 'transparent'}; }
  svg { display: block; width: ${size}px; height: ${size}px; }
  </style></head><body>${logo}</body></html>`
  return render(browser, html, size, size, !fullBleed)
}

async function render(browser: Browser, html: string, width: number, height: number, transparent = false) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  await page.setContent(html)
  const png = await page.screenshot({ type: 'png', omitBackground: transparent })
  await page.close()
  return png
}

/** An ICO file with one PNG image inside (supported by every browser since IE Vista era). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6) // width
  header.writeUInt8(size >= 256 ? 0 : size, 7) // height
  header.writeUInt8(0, 8) // palette size
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, png])
}

async function main(): Promise<void> {
  const logoSvg = await readFile(`${PUBLIC_DIR}/favicon.svg`, 'utf8')
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const { width, height, path } = OPEN_GRAPH_IMAGE
    await writeFile(`${PUBLIC_DIR}${path}`, await render(browser, shareCardHtml(logoSvg), width, height))
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON])
      await writeFile(`${PUBLIC_DIR}${icon.path}`, await renderIcon(browser, logoSvg, icon.size, true))
    const favicon = await renderIcon(browser, logoSvg, FAVICON_ICO.size, false)
    await writeFile(`${PUBLIC_DIR}${FAVICON_ICO.path}`, pngToIco(favicon, FAVICON_ICO.size))
  } finally {
    await browser.close()
  }
  console.log('generate-social-images: og-image.png, icons and favicon.ico written to public/')
}

await main()
