/** Size budgets, in bytes on the wire (compressed), checked on a real page load by tests/e2e/page-load.spec.ts. */

/** Ten TCP segments of 1,460 bytes, the server's first round trip: a page's HTML fits, inline styles and all. */
export const HTML_MAX_BYTES = 14_600

/** JavaScript as a browser loads it, headers included, from the page table (server/pages/site-pages.tsx). */
export const jsMaxBytes = (page: { jsBudgetKib: number }): number => page.jsBudgetKib * 1024

/** What counting visits (server/analytics/, when the owner turns it on) may add to a page's JavaScript. */
export const COUNTING_MAX_ADDED_BYTES = 3 * 1024
