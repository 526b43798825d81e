/** The owner's figures: the dashboard, its data.json and its CSV (server/analytics/dashboard/). */
export const STATISTICS_PATH = '/statistik'
/** The owner's other pages, each under this folder. */
const OWNER_FOLDER = '/pemilik'
/** Publishing a client's testimonial (server/owner/testimonials/). */
export const TESTIMONIALS_PATH = `${OWNER_FOLDER}/testimoni`

/**
 * The path a request names, however it is spelt: percent-encoding undone (as often as it was
 * applied), backslashes as slashes, `;parameters` and dot segments dropped, empty segments
 * collapsed, lower case, no trailing slash.
 */
function normalisedPath(path: string): string {
  let decoded = path
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(decoded); round += 1) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      break
    }
  }
  const segments: string[] = []
  for (const raw of decoded.replaceAll('\\', '/').split('/')) {
    const segment = raw.split(';')[0]!.trim().toLowerCase()
    if (segment === '..') segments.pop()
    else if (segment !== '' && segment !== '.') segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** Whether a request's path, in any spelling, is one of the owner's pages (or under their folders). */
export function isOwnerPath(path: string): boolean {
  const normal = normalisedPath(path)
  return [STATISTICS_PATH, OWNER_FOLDER].some(
    (owned) => normal === owned || normal.startsWith(`${owned}/`) || normal.startsWith(`${owned}.`),
  )
}
