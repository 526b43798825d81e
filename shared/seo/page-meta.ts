import { BRAND } from '../site-content'

/**
 * What search results and link previews show for each page. Pages may set their own title and
 * description; these are the texts the landing page and the share image use.
 */
export const SITE_DESCRIPTION =
  'Jasa pembuatan website sekolah, bisnis dan aplikasi custom, serta bantuan tugas IT untuk pelajar, mahasiswa, UMKM dan sekolah di seluruh Indonesia.'

export const LANDING_META = {
  title: `${BRAND.name} | ${BRAND.tagline}`,
  description: SITE_DESCRIPTION,
} as const

/** Alternative text of the share image (Open Graph and Twitter cards). */
export const OPEN_GRAPH_IMAGE_ALT = `${BRAND.name}: ${BRAND.tagline}`

/** The short name under the home-screen icon. */
export const APP_SHORT_NAME = BRAND.name

/** Open Graph locale of the site's language. */
export const OPEN_GRAPH_LOCALE = 'id_ID'
