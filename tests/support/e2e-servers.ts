/**
 * The servers the browser tests run against (playwright.config.ts starts them): the default
 * build, and the build of the example content; and the port the offline tests start their own on. E2E_PORT moves both, so several runs can share a
 * machine without clashing.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const FIXTURE_E2E_PORT = E2E_PORT + 1
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
export const FIXTURE_E2E_ORIGIN = `http://127.0.0.1:${FIXTURE_E2E_PORT}`
/** The offline tests' own server, started and restarted by them (a service worker belongs to its origin). */
export const OFFLINE_E2E_PORT = E2E_PORT + 2
export const OFFLINE_E2E_ORIGIN = `http://127.0.0.1:${OFFLINE_E2E_PORT}`
