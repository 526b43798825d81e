import * as v from 'valibot'
import { DEFAULT_CONTACT, DEFAULT_SITE_URL } from '../shared/site-content'

/** Settings read once at boot. Nothing else reads process.env. */
export interface ServerEnv {
  port: number
  host: string
  siteUrl: string
  whatsappNumber: string
  contactEmail: string
}

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '3000'),
    v.regex(/^\d{1,5}$/, 'PORT: expected a port number from 0 to 65535, e.g. 3000'),
    v.transform(Number),
    v.maxValue(65_535, 'PORT: expected a port number from 0 to 65535, e.g. 3000'),
  ),
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
})

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the given environment, throwing an EnvError that names the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issue = result.issues[0]
    const key = issue.path?.[0]?.key
    const message = issue.message.includes(':') ? issue.message : `${String(key)}: ${issue.message}`
    throw new EnvError(message)
  }
  const env = result.output
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl: env.SITE_URL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    contactEmail: env.CONTACT_EMAIL,
  }
}
