/**
 * The browser tests' servers: the default build's, the example content's and the default build's
 * counting visits, which playwright.config.ts starts, and the offline tests' own (a service worker
 * belongs to its origin). E2E_PORT moves all four.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const FIXTURE_E2E_PORT = E2E_PORT + 1
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
export const FIXTURE_E2E_ORIGIN = `http://127.0.0.1:${FIXTURE_E2E_PORT}`
export const OFFLINE_E2E_PORT = E2E_PORT + 2
export const OFFLINE_E2E_ORIGIN = `http://127.0.0.1:${OFFLINE_E2E_PORT}`
export const COUNTING_E2E_PORT = E2E_PORT + 3
export const COUNTING_E2E_ORIGIN = `http://127.0.0.1:${COUNTING_E2E_PORT}`
/** The owner's testimonial page's own server (tests/e2e/owner-testimonials.spec.ts): it publishes to its /. */
export const OWNER_E2E_PORT = E2E_PORT + 4
export const OWNER_E2E_ORIGIN = `http://127.0.0.1:${OWNER_E2E_PORT}`
