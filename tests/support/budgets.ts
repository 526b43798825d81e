/** Size budgets, in bytes on the wire (compressed), checked on a real page load by tests/e2e/page-load.spec.ts. */

/** Ten TCP segments of 1,460 bytes, the server's first round trip: a page's HTML fits, inline styles and all. */
export const HTML_MAX_BYTES = 14_600

/** JavaScript as a browser loads it, headers included, from the page table (server/pages/site-pages.tsx). */
export const jsMaxBytes = (page: { jsBudgetKib: number }): number => page.jsBudgetKib * 1024

/**
 * What counting visits (server/analytics/, when the owner turns it on) may add to a page's
 * JavaScript: one module, imported by the site script only where counting is on (2.6 KB brotli in
 * November 2026), and its response headers, about 0.5 KB over HTTP/1.1 as measured here (a few dozen
 * bytes over HTTP/2 behind Caddy, whose header compression the test's loopback server lacks).
 */
export const COUNTING_MAX_ADDED_BYTES = 3.25 * 1024
