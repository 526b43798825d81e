import { dirname, join } from 'node:path'
import * as v from 'valibot'
import { DEFAULT_CONTACT, DEFAULT_SITE_URL } from '#content'
import { EVENTS_AN_ADDRESS } from './analytics/policy'
import { parsePasswordHash, unaffordable } from './owner/password'

/** A whole number written in plain digits, within bounds (no "1e3", no "0x10", no blanks). */
function wholeNumber(fallback: string, min: number, max: number, message: string) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY: expected the number of reverse proxies in front of the app, 0 to 10 (0 = off, 1 behind Caddy)'
const RATE_LIMIT_MAX_MESSAGE = 'RATE_LIMIT_MAX: expected a whole number of form submissions from 1 to 1000000, e.g. 20'
const RATE_LIMIT_WINDOW_MESSAGE =
  'RATE_LIMIT_WINDOW_SECONDS: expected a whole number of seconds from 1 to 86400, e.g. 600'

/** Why the machine cannot afford checking the hash written, if it is a hash and it cannot. */
const costOf = (text: string) => {
  const hash = parsePasswordHash(text)
  return hash && unaffordable(hash)
}

const EnvSchema = v.object({
  PORT: wholeNumber('3000', 0, 65_535, 'PORT: expected a port number from 0 to 65535, e.g. 3000'),
  HOST: v.pipe(
    v.optional(v.string(), '127.0.0.1'),
    v.regex(/^[\w.:-]{1,253}$/, 'HOST: expected an interface address such as 127.0.0.1 or 0.0.0.0'),
  ),
  SITE_URL: v.pipe(
    v.optional(v.string(), DEFAULT_SITE_URL),
    v.url('SITE_URL: expected an absolute http(s) URL such as https://www.example.com'),
    v.regex(/^https?:\/\//, 'SITE_URL: expected an absolute http(s) URL such as https://www.example.com'),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  WHATSAPP_NUMBER: v.pipe(
    v.optional(v.string(), DEFAULT_CONTACT.whatsappNumber),
    v.regex(/^62\d{8,13}$/, 'WHATSAPP_NUMBER: expected digits only with country code 62, e.g. 6281234567890'),
  ),
  CONTACT_EMAIL: v.pipe(
    v.optional(v.string(), DEFAULT_CONTACT.email),
    v.maxLength(254, 'CONTACT_EMAIL: expected an email address such as halo@example.com'),
    v.email('CONTACT_EMAIL: expected an email address such as halo@example.com'),
  ),
  // Reverse proxies in front of the app whose X-Forwarded-For is believed.
  TRUST_PROXY: wholeNumber('0', 0, 10, TRUST_PROXY_MESSAGE),
  // Only the owner can know every subdomain speaks HTTPS.
  HSTS_INCLUDE_SUBDOMAINS: v.pipe(
    v.optional(v.string(), 'false'),
    v.picklist(['true', 'false'], 'HSTS_INCLUDE_SUBDOMAINS: expected true or false'),
    v.transform((flag) => flag === 'true'),
  ),
  // Form POSTs one client may make per window before getting 429.
  RATE_LIMIT_MAX: wholeNumber('20', 1, 1_000_000, RATE_LIMIT_MAX_MESSAGE),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber('600', 1, 86_400, RATE_LIMIT_WINDOW_MESSAGE),
  // Off: /sw.js removes the service worker and its caches from every visitor's browser.
  SERVICE_WORKER: v.pipe(
    v.optional(v.string(), 'on'),
    v.picklist(['on', 'off'], 'SERVICE_WORKER: expected on or off'),
    v.transform((setting) => setting === 'on'),
  ),
  // The owner's password for the owner's pages (/statistik, /pemilik/…), as `npm run stats:password`
  // prints it: without it they answer 404, nothing is counted and nothing is published.
  STATS_PASSWORD_HASH: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (text) => text === '' || parsePasswordHash(text) !== undefined,
        'STATS_PASSWORD_HASH: expected what `npm run stats:password` prints, scrypt:15:8:1:…',
      ),
      // A check this machine cannot afford would fail (or exhaust memory) on the owner's first visit: refused now.
      v.check(
        (text) => costOf(text) === undefined,
        (issue) => `STATS_PASSWORD_HASH: ${costOf(issue.input)}: make a new hash with \`npm run stats:password\``,
      ),
    ),
  ),
  // off: nothing is counted, even with the password set.
  ANALYTICS: v.pipe(v.optional(v.string(), 'on'), v.picklist(['on', 'off'], 'ANALYTICS: expected on or off')),
  // What one network address may add to the figures in ten minutes, of each kind of event.
  ANALYTICS_ADDRESS_LIMIT: wholeNumber(
    String(EVENTS_AN_ADDRESS),
    1,
    1_000_000,
    `ANALYTICS_ADDRESS_LIMIT: expected a whole number of page views from 1 to 1000000, e.g. ${EVENTS_AN_ADDRESS}`,
  ),
  // The store's file (SQLite); its folder is made if need be.
  ANALYTICS_DB: v.pipe(
    v.optional(v.string(), 'data/analytics.db'),
    v.regex(/^[^\0]{1,1024}$/, 'ANALYTICS_DB: expected a file path such as /app/data/analytics.db'),
    v.regex(/[^/]$/, 'ANALYTICS_DB: expected a file path such as /app/data/analytics.db, not a folder'),
  ),
  // The testimonials the owner published on /pemilik/testimoni (SQLite), opened only with the password set;
  // by default testimonials.db beside ANALYTICS_DB, on the same volume.
  TESTIMONIALS_DB: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[^\0]{1,1024}$/, 'TESTIMONIALS_DB: expected a file path such as /app/data/testimonials.db'),
      v.regex(/[^/]$/, 'TESTIMONIALS_DB: expected a file path such as /app/data/testimonials.db, not a folder'),
    ),
  ),
  // A folder whose assets/ holds every running build's scripts and photos (compose.yaml's volume).
  SHARED_ASSETS_DIR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\/[^\0]{0,255}$/, 'SHARED_ASSETS_DIR: expected an absolute path such as /app/shared-assets'),
    ),
  ),
})

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Settings read once at boot. Nothing else reads process.env. */
export type ServerEnv = ReturnType<typeof parseEnv>

/** Parses the given environment, throwing an EnvError that names the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issue = result.issues[0]
    const key = issue.path?.[0]?.key
    const message = issue.message.includes(':') ? issue.message : `${String(key)}: ${issue.message}`
    throw new EnvError(message)
  }
  const env = result.output
  const passwordHash = env.STATS_PASSWORD_HASH ? parsePasswordHash(env.STATS_PASSWORD_HASH) : undefined
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl: env.SITE_URL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    contactEmail: env.CONTACT_EMAIL,
    trustProxy: env.TRUST_PROXY,
    hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    serviceWorker: env.SERVICE_WORKER,
    sharedAssetsDir: env.SHARED_ASSETS_DIR,
    /** The owner's pages (/statistik, /pemilik/…) and what they keep: only with the owner's password set. */
    owner: passwordHash
      ? { passwordHash, testimonialsDb: env.TESTIMONIALS_DB ?? join(dirname(env.ANALYTICS_DB), 'testimonials.db') }
      : undefined,
    /** Counting, on only where someone can read it: the owner's password set, and ANALYTICS not off. */
    analytics:
      passwordHash && env.ANALYTICS === 'on'
        ? { db: env.ANALYTICS_DB, eventsAnAddress: env.ANALYTICS_ADDRESS_LIMIT }
        : undefined,
  }
}
