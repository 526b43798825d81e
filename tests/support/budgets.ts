/**
 * Size budgets of issue 5, in bytes on the wire (compressed). Checked from the build
 * (tests/e2e/budgets.spec.ts reads the manifest and the precompressed files) and from a real
 * page load in Chromium (encoded response sizes).
 */
export const KIB = 1024

/** Ten TCP segments of 1,460 bytes: what the server can send in the first round trip. */
export const HTML_MAX_BYTES = 14_600

/** The one render-blocking stylesheet every page shares. */
export const CSS_MAX_BYTES = 8 * KIB

/** Brotli, from the page table (shared/pages.ts). React 19's client alone is about 58 KiB of it. */
export const jsMaxBytes = (page: { jsBudgetKib: number }): number => page.jsBudgetKib * KIB
