/**
 * The site's validation rules, each written once: the forms' fields, the settings (server/env.ts)
 * and the content (shared/content-schema.ts) all check with these.
 */
import * as v from 'valibot'
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, RATING_STARS } from '../constants'
import { VALIDATION_MESSAGES } from '../forms/form-messages'

/** Browsers post a textarea's line breaks as CRLF; the chat message wants plain newlines. */
const normalizeLineBreaks = v.transform((text: string) => text.replace(/\r\n?/g, '\n'))

const trimmedText = (maxLength: number) =>
  v.pipe(v.string(), normalizeLineBreaks, v.trim(), v.maxLength(maxLength, VALIDATION_MESSAGES.tooLong))

export const requiredText = (maxLength: number) =>
  v.pipe(trimmedText(maxLength), v.nonEmpty(VALIDATION_MESSAGES.required))

/** Optional text: trimmed, and absent (undefined) when blank. */
export const optionalText = (maxLength: number) =>
  v.pipe(
    trimmedText(maxLength),
    v.transform((text) => (text === '' ? undefined : text)),
  )

export const requiredChoice = (options: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(VALIDATION_MESSAGES.required),
    v.picklist(options, VALIDATION_MESSAGES.invalidChoice),
  )

export const optionalChoice = (options: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || options.includes(value), VALIDATION_MESSAGES.invalidChoice),
    v.transform((value) => (value === '' ? undefined : value)),
  )

/** A rating from 1 to RATING_STARS, posted as its digit. */
export const ratingChoice = () =>
  v.pipe(
    v.string(VALIDATION_MESSAGES.ratingRequired),
    v.trim(),
    v.regex(new RegExp(`^[1-${RATING_STARS}]$`), VALIDATION_MESSAGES.ratingRequired),
  )

/** An email address as valibot knows one: name@domain.tld, no spaces, no empty part. */
export const isEmailAddress = (text: string): boolean => v.is(EMAIL, text)
const EMAIL = v.pipe(v.string(), v.email())

const PHONE_PREFIX = /^(\+62|62|0)/

/** Spaces removed, an optional +62, 62 or 0 prefix, then 9 to 13 digits. */
export function isPhoneNumber(text: string): boolean {
  const rest = text.replace(/\s/g, '').replace(PHONE_PREFIX, '')
  return /^\d+$/.test(rest) && rest.length >= PHONE_DIGITS_MIN && rest.length <= PHONE_DIGITS_MAX
}

/** A web address: http or https, with a host, no spaces. */
export function isWebUrl(text: string): boolean {
  if (/\s/.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** The provider's own WhatsApp number as wa.me wants it: digits only, country code 62 first. */
export const isWhatsAppNumber = (text: string): boolean => /^62\d{8,13}$/.test(text)
