import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv as parseDotenv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

/** Values each setting refuses. */
const REFUSED: Record<string, string[]> = {
  PORT: ['abc', '70000', ''],
  HOST: ['not a host!'],
  SITE_URL: ['ftp://example.com', 'nusakode.example'],
  WHATSAPP_NUMBER: ['081234567890', '+6281234567890'],
  CONTACT_EMAIL: ['halo-at-example.com'],
  TRUST_PROXY: ['true', '-1', '11'],
  HSTS_INCLUDE_SUBDOMAINS: ['yes'],
  RATE_LIMIT_MAX: ['0', '1e3'],
  RATE_LIMIT_WINDOW_SECONDS: ['86401', ' 60'],
  SERVICE_WORKER: ['false'],
  SHARED_ASSETS_DIR: ['shared-assets'],
  STATS_PASSWORD_HASH: ['kata-sandi', 'scrypt:15:8:1:abc:def'],
  ANALYTICS: ['true'],
  ANALYTICS_DB: ['', '/app/data/'],
  TESTIMONIALS_DB: ['', '/app/data/'],
  ANALYTICS_ADDRESS_LIMIT: ['0', 'many'],
}
const REFUSED_VALUES = Object.entries(REFUSED).flatMap(([variable, values]) => values.map((value) => [variable, value]))
/** Set by the image, not by the owner: not in .env.example. */
const IMAGE_SETTINGS = ['HOST', 'SHARED_ASSETS_DIR', 'ANALYTICS_DB', 'TESTIMONIALS_DB']

const EXAMPLE_ENV = readFileSync(resolve(import.meta.dirname, '../.env.example'), 'utf8')

describe('parseEnv', () => {
  it.each(REFUSED_VALUES)('refuses %s=%j with one message naming it and what it expects', (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [variable]: value })).toThrow(new RegExp(`^${variable}: expected `))
  })

  it('has safe defaults: no proxy trusted, HSTS without subdomains, 20 form posts per 10 minutes', () => {
    expect(parseEnv({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: 0,
      hstsIncludeSubdomains: false,
      rateLimitMax: 20,
      rateLimitWindowSeconds: 600,
      serviceWorker: true,
    })
  })

  it.each([
    ['PORT', '8080', 'port', 8080],
    ['HOST', '0.0.0.0', 'host', '0.0.0.0'],
    ['SITE_URL', 'https://www.nusakode.example/', 'siteUrl', 'https://www.nusakode.example'],
    ['WHATSAPP_NUMBER', '6289876543210', 'whatsappNumber', '6289876543210'],
    ['CONTACT_EMAIL', 'kontak@nusakode.example', 'contactEmail', 'kontak@nusakode.example'],
    ['TRUST_PROXY', '2', 'trustProxy', 2],
    ['HSTS_INCLUDE_SUBDOMAINS', 'true', 'hstsIncludeSubdomains', true],
    ['RATE_LIMIT_MAX', '5', 'rateLimitMax', 5],
    ['RATE_LIMIT_WINDOW_SECONDS', '60', 'rateLimitWindowSeconds', 60],
    ['SERVICE_WORKER', 'off', 'serviceWorker', false],
    ['SHARED_ASSETS_DIR', '/app/shared-assets', 'sharedAssetsDir', '/app/shared-assets'],
  ] as const)('reads %s=%j from the environment', (variable, value, key, parsed) => {
    expect(parseEnv({ [variable]: value })[key]).toBe(parsed)
  })

  it('opens the owner’s pages with the password’s hash set, counting or not; counts only where the owner can read it, unless ANALYTICS=off', () => {
    const STATS_PASSWORD_HASH = `scrypt:15:8:1:${'A'.repeat(22)}:${'B'.repeat(43)}`
    for (const env of [{}, { STATS_PASSWORD_HASH: '' }, { ANALYTICS: 'on' }])
      expect(parseEnv(env)).toMatchObject({ owner: undefined, analytics: undefined })
    expect(parseEnv({ STATS_PASSWORD_HASH, ANALYTICS: 'off' })).toMatchObject({
      owner: { testimonialsDb: 'data/testimonials.db' },
      analytics: undefined,
    })
    expect(parseEnv({ STATS_PASSWORD_HASH }).analytics).toEqual({ db: 'data/analytics.db', eventsAnAddress: 100 })
    expect(parseEnv({ STATS_PASSWORD_HASH, ANALYTICS_ADDRESS_LIMIT: '500' }).analytics?.eventsAnAddress).toBe(500)
    expect(parseEnv({ STATS_PASSWORD_HASH, ANALYTICS_DB: '/app/data/x.db' })).toMatchObject({
      owner: { testimonialsDb: '/app/data/testimonials.db' },
      analytics: { db: '/app/data/x.db' },
    })
    expect(parseEnv({ STATS_PASSWORD_HASH, TESTIMONIALS_DB: '/srv/t.db' }).owner?.testimonialsDb).toBe('/srv/t.db')
  })

  it.each([
    ['20:16:4', 'a check at N=2^20, r=16, p=4 needs 2 GiB of memory, more than the 64 MiB this server allows'],
    ['17:8:1', 'a check at N=2^17, r=8, p=1 needs 128 MiB of memory, more than the 64 MiB this server allows'],
    ['16:8:4', "a check at N=2^16, r=8, p=4 needs 8 times the default's work, more than the 4 this server allows"],
  ])('refuses a hash at %s, which this machine cannot afford to check, in one line naming it', (cost, why) => {
    const STATS_PASSWORD_HASH = `scrypt:${cost}:${'A'.repeat(22)}:${'B'.repeat(43)}`
    expect(() => parseEnv({ STATS_PASSWORD_HASH })).toThrow(
      new EnvError(`STATS_PASSWORD_HASH: ${why}: make a new hash with \`npm run stats:password\``),
    )
  })

  it.each(['15:8:1', '16:8:1', '15:8:4', '16:8:2'])('accepts a hash at %s', (cost) => {
    const STATS_PASSWORD_HASH = `scrypt:${cost}:${'A'.repeat(22)}:${'B'.repeat(43)}`
    expect(parseEnv({ STATS_PASSWORD_HASH }).owner).toBeDefined()
  })

  it('has every setting documented in .env.example, with values it accepts', () => {
    const example = parseDotenv(EXAMPLE_ENV)
    for (const variable of Object.keys(REFUSED).filter((name) => !IMAGE_SETTINGS.includes(name)))
      expect(Object.keys(example)).toContain(variable)
    expect(EXAMPLE_ENV).toMatch(/^# HOST=/m)
    expect(() => parseEnv(example)).not.toThrow()
  })
})
