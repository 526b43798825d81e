import { BRAND } from '#content'

/** Alternative text of the share image (Open Graph and Twitter cards). */
export const OPEN_GRAPH_IMAGE_ALT = `${BRAND.name}: ${BRAND.tagline}`

/** The short name under the home-screen icon. */
export const APP_SHORT_NAME = BRAND.name

/** Open Graph locale of the site's language. */
export const OPEN_GRAPH_LOCALE = 'id_ID'
