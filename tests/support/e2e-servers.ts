import getPort from 'get-port'

/**
 * The browser tests' servers: the default build's, the example content's and the default build's
 * counting visits, which playwright.config.ts starts, and the offline tests' and the owner's
 * testimonial page's own (a service worker belongs to its origin; the owner's page publishes to its
 * own /). Each on a free port of loopback, chosen once by Playwright's runner, which loads this first,
 * and handed to its workers in their environment; E2E_PORT and the four after it, if set.
 */
const PORTS = 'NUSAKODE_E2E_PORTS'

async function e2ePorts(): Promise<number[]> {
  if (process.env.E2E_PORT) return [0, 1, 2, 3, 4].map((offset) => Number(process.env.E2E_PORT) + offset)
  if (!process.env[PORTS]) {
    const ports: number[] = []
    for (let i = 0; i < 5; i++) ports.push(await getPort({ host: '127.0.0.1' }))
    process.env[PORTS] = ports.join(',')
  }
  return process.env[PORTS].split(',').map(Number)
}

export const [E2E_PORT, FIXTURE_E2E_PORT, OFFLINE_E2E_PORT, COUNTING_E2E_PORT, OWNER_E2E_PORT] = (await e2ePorts()) as [
  number,
  number,
  number,
  number,
  number,
]
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
export const FIXTURE_E2E_ORIGIN = `http://127.0.0.1:${FIXTURE_E2E_PORT}`
export const OFFLINE_E2E_ORIGIN = `http://127.0.0.1:${OFFLINE_E2E_PORT}`
export const COUNTING_E2E_ORIGIN = `http://127.0.0.1:${COUNTING_E2E_PORT}`
export const OWNER_E2E_ORIGIN = `http://127.0.0.1:${OWNER_E2E_PORT}`
