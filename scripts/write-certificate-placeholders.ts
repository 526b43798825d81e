import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { formatMonthYear } from '../server/pages/landing/format-month-year'
import type { Certificate } from '../shared/content-schema'
import {
  CERTIFICATE_PLACEHOLDER,
  EMPTY_CERTIFICATE_URL,
  certificatePlaceholderUrl,
} from '../shared/images/certificate-placeholder'

/** A certificate without a photo is shown as a tidy card drawn at build time: title, issuer, date. */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.slice(0, 3)
}

function certificateSvg({ title, issuer, date }: Certificate): string {
  const titleLines = wrap(title, 26)
  const firstTitleY = 158 - (titleLines.length - 1) * 14
  const titleText = titleLines
    .map(
      (line, i) =>
        `<text x="240" y="${firstTitleY + i * 30}" font-size="24" font-weight="700" fill="#0f172a" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  return cardSvg(`<text x="240" y="100" font-size="13" letter-spacing="2" fill="#475569" text-anchor="middle">DIBERIKAN ATAS PENYELESAIAN</text>
${titleText}
<line x1="150" y1="226" x2="330" y2="226" stroke="#dbe3ef" stroke-width="2"/>
<text x="240" y="252" font-size="16" font-weight="600" fill="#0b3b8c" text-anchor="middle">${escapeXml(issuer)}</text>
<text x="240" y="276" font-size="14" fill="#475569" text-anchor="middle">${escapeXml(formatMonthYear(date))}</text>
<path d="M396 282l-10 38 16-9 10 15 6-34zM424 282l10 38-16-9-10 15-6-34z" fill="#d99a06"/>
<circle cx="410" cy="270" r="28" fill="#fbbf24"/><circle cx="410" cy="270" r="20" fill="none" stroke="#ffffff" stroke-width="2"/>
<path d="m400 270 7 7 13-14" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="24" y="318" font-size="11" letter-spacing="1" fill="#94a3b8">CONTOH · GANTI DENGAN PINDAIAN ASLI</text>`)
}

/** The card's frame around what it says: the empty one stands in for any certificate offline. */
function cardSvg(content = ''): string {
  const { width, height } = CERTIFICATE_PLACEHOLDER
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui,Segoe UI,Roboto,sans-serif">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<path d="M0 0h${width}v64H0z" fill="#0b3b8c"/>
<path d="M0 64h${width}v4H0z" fill="#fbbf24"/>
<text x="240" y="41" font-size="16" font-weight="700" letter-spacing="6" fill="#ffffff" text-anchor="middle">SERTIFIKAT</text>
${content}
<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" fill="none" stroke="#dbe3ef" stroke-width="3"/>
</svg>
`
}

/** Draws each certificate's card into the built public folder, at its placeholder URL, and the empty card. */
export async function writeCertificatePlaceholders(
  certificates: readonly Certificate[],
  publicDir: string,
): Promise<void> {
  const cards = [
    ...certificates.map((certificate) => [certificatePlaceholderUrl(certificate.id), certificateSvg(certificate)]),
    [EMPTY_CERTIFICATE_URL, cardSvg()],
  ]
  await mkdir(join(publicDir, dirname(EMPTY_CERTIFICATE_URL)), { recursive: true })
  await Promise.all(cards.map(([url, svg]) => writeFile(join(publicDir, url!), svg!)))
}
