import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CERTIFICATES, type Certificate } from '../shared/site-content'

/**
 * Certificate images are generated at build time as tidy placeholder cards (title, issuer,
 * date) until the owner drops real scans into public/certificates/ under the same names.
 */
export const CERTIFICATE_IMAGE_SIZE = { width: 480, height: 340 } as const

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

export function certificateSvg({ title, issuer, date }: Certificate): string {
  const { width, height } = CERTIFICATE_IMAGE_SIZE
  const [year, month] = date.split('-')
  const titleLines = wrap(title, 26)
    .map((line, i) => `<text x="240" y="${150 + i * 30}" font-size="24" font-weight="700" fill="#0f172a" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui,Segoe UI,Roboto,sans-serif">
<rect width="${width}" height="${height}" fill="#f8fafc"/>
<rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#0b3b8c" stroke-width="3"/>
<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#fbbf24" stroke-width="1.5"/>
<text x="240" y="70" font-size="14" letter-spacing="4" fill="#0b3b8c" text-anchor="middle">SERTIFIKAT</text>
<line x1="190" y1="86" x2="290" y2="86" stroke="#fbbf24" stroke-width="2"/>
${titleLines}
<text x="240" y="262" font-size="16" fill="#334155" text-anchor="middle">${escapeXml(issuer)}</text>
<text x="240" y="290" font-size="14" fill="#64748b" text-anchor="middle">${month}/${year}</text>
<circle cx="410" cy="270" r="26" fill="#fbbf24"/><circle cx="410" cy="270" r="18" fill="none" stroke="#fff" stroke-width="2"/>
</svg>
`
}

export async function writeCertificatePlaceholders(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true })
  await Promise.all(CERTIFICATES.map((c) => writeFile(join(outDir, `${c.id}.svg`), certificateSvg(c), { flag: 'wx' }).catch(ignoreExisting)))
}

/** A real scan already copied from public/certificates/ wins over the placeholder. */
function ignoreExisting(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error
}
