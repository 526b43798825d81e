/** Size budgets, in bytes on the wire (compressed), checked on a real page load by tests/e2e/page-load.spec.ts. */
const KIB = 1024

/**
 * Ten TCP segments of 1,460 bytes: what the server can send in its first round trip. A page's HTML,
 * its inline stylesheet included, fits in them.
 */
export const HTML_MAX_BYTES = 14_600

/** JavaScript as a browser loads it, headers included, from the page table (server/pages/site-pages.tsx). */
export const jsMaxBytes = (page: { jsBudgetKib: number }): number => page.jsBudgetKib * KIB
