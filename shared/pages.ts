import type { Stylesheet } from './page-assets'
import { BRAND } from '#content'

/**
 * Every page of the site, one row each. The server renders and serves them from this table, the
 * build makes one browser entry per row, the sitemap lists them and the tests walk them: adding a
 * page is one row here and one component in client/pages/page-components.tsx.
 */
export interface PageDefinition {
  /** Names the page's browser entry (client/entries/<id>.ts) and its row in the build manifest. */
  id: string
  path: string
  title: string
  description: string
  inSitemap: boolean
  /** Its stylesheet, inlined into its HTML: client/styles/<stylesheet>.css. */
  stylesheet: Stylesheet
  /** The most JavaScript the page may load, brotli-compressed, in KiB (tests/e2e/budgets.spec.ts). */
  jsBudgetKib: number
}

export const PAGES = [
  {
    id: 'landing',
    path: '/',
    title: `${BRAND.name} | ${BRAND.tagline}`,
    description:
      'Jasa pembuatan website sekolah, bisnis dan aplikasi custom, serta bantuan tugas IT. Konsultasi gratis via WhatsApp.',
    inSitemap: true,
    stylesheet: 'landing',
    jsBudgetKib: 64,
  },
  {
    id: 'order',
    path: '/pesanan',
    title: `Formulir Pesanan Layanan | ${BRAND.name}`,
    description: 'Pesan jasa pembuatan website, aplikasi atau bantuan tugas IT. Pesanan dikirim lewat WhatsApp.',
    inSitemap: true,
    stylesheet: 'form',
    jsBudgetKib: 70,
  },
  {
    id: 'testimonial',
    path: '/testimoni',
    title: `Formulir Testimoni Klien | ${BRAND.name}`,
    description: 'Bagikan pengalaman Anda bekerja sama dengan kami. Testimoni dikirim lewat WhatsApp.',
    inSitemap: true,
    stylesheet: 'form',
    jsBudgetKib: 70,
  },
] as const satisfies readonly PageDefinition[]

export type Page = (typeof PAGES)[number]
export type PageId = Page['id']

export function pageOf(id: PageId): Page {
  return PAGES.find((page) => page.id === id)!
}
