/**
 * What a content module must hold. The build stops at a mistake with one line naming the entry and
 * the field (`PORTFOLIO[2].year: expected a year between 2000 and 2100`), for the owner to read.
 */
import * as v from 'valibot'
import { COUNTER_STAGGER_DELAYS_MS, RATING_STARS } from './constants'
import { TESTIMONIAL_FIELDS } from './forms/testimonial-fields'
import { isEmailAddress, isWebUrl, isWhatsAppNumber } from './validation/rules'

const { namaLengkap, namaProyek, testimoni } = TESTIMONIAL_FIELDS

/** What the checks need to know beyond the module itself. */
export interface ContentContext {
  /** Whether the content folder's images/ (`imagesDir`) holds this file. */
  hasImage: (file: string) => boolean
  imagesDir: string
  serviceIds: readonly string[]
  /** The drawings a service may name as its icon (server/pages/landing/section-icons.tsx). */
  serviceIcons: readonly string[]
  hasDevicon: (file: string) => boolean
  /** A page with a title of its own (a form's) may go without one here. */
  pages: readonly { id: string; hasOwnMeta: boolean }[]
}

/** Files the build accepts from the owner (it makes AVIF and WebP versions of them). */
const IMAGE_FILE = /^[^/\\.][^/\\]*\.(jpe?g|png)$/i
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const YEAR_MIN = 2000
const YEAR_MAX = 2100

const text = (maxLength: number) =>
  v.pipe(
    v.string('expected text'),
    v.check((value) => value.trim() !== '', 'expected text, not an empty string'),
    v.maxLength(maxLength, `expected at most ${maxLength} characters`),
  )

const lengthBetween = (min: number, max: number) =>
  v.pipe(
    v.string('expected text'),
    v.check(
      (value) => value.trim().length >= min && value.trim().length <= max,
      `expected ${min} to ${max} characters`,
    ),
  )

const slug = v.pipe(
  v.string('expected an id'),
  v.regex(SLUG, 'expected an id of lowercase letters, digits and dashes (like "website-sekolah")'),
)

const inYearRange = (year: number) => year >= YEAR_MIN && year <= YEAR_MAX

/** A whole number from `min` to `max`, every way of missing it told with the same `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))

const year = wholeNumber(YEAR_MIN, YEAR_MAX, `expected a year between ${YEAR_MIN} and ${YEAR_MAX}`)

const isoMonth = v.pipe(
  v.string('expected a month like "2024-03"'),
  v.check((value) => {
    const match = /^(\d{4})-(\d{2})$/.exec(value)
    return !!match && inYearRange(Number(match[1])) && Number(match[2]) >= 1 && Number(match[2]) <= 12
  }, 'expected a month like "2024-03"'),
)

const isoDate = v.pipe(
  v.string('expected a date like "2026-10-14"'),
  v.check((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    if (!match || !inYearRange(Number(match[1]))) return false
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'expected a date like "2026-10-14"'),
)

const webAddress = v.pipe(
  v.string('expected a web address'),
  v.check(isWebUrl, 'expected a web address starting with https://'),
)

const image = (context: ContentContext) =>
  v.config(
    v.pipe(
      v.string('expected the file name of an image'),
      v.regex(IMAGE_FILE, 'expected the file name of a .jpg, .jpeg or .png image (no folder)'),
      v.check(context.hasImage, (issue) => `no image ${String(issue.received)} in ${context.imagesDir}`),
    ),
    { abortPipeEarly: true }, // a name that is not an image's is not looked for
  )

const list = <T extends v.GenericSchema>(item: T) => v.array(item, 'expected a list [...]')

const contactSchema = v.object(
  {
    whatsappNumber: v.pipe(
      v.string('expected the WhatsApp number'),
      v.check(isWhatsAppNumber, 'expected digits only, starting with the country code 62 (like "6281234567890")'),
    ),
    email: v.pipe(v.string('expected an email address'), v.check(isEmailAddress, 'expected an email address')),
    instagramHandle: v.pipe(
      v.string('expected a handle'),
      v.regex(/^@[\w.]+$/, 'expected a handle like "@nusakode.id"'),
    ),
    instagramUrl: webAddress,
    linkedinUrl: webAddress,
  },
  'expected the contact details { ... }',
)

/** Exactly these fields: a misspelt one is reported, not ignored. */
const entry = <T extends v.ObjectEntries>(fields: T) => v.strictObject(fields, 'expected an entry { ... }')

/** A search result shows a description of 50 to 160 characters best: shorter ones it replaces with page text. */
export const pageMetaSchema = entry({ title: text(70), description: lengthBetween(50, 160) })

/** The hero shows this many counters, each starting after its own delay. */
const COUNTERS = COUNTER_STAGGER_DELAYS_MS.length

/** 15 + "+" shows as "15+". */
const statSchema = entry({
  value: wholeNumber(0, Infinity, 'expected a whole number, 0 or more'),
  suffix: v.pipe(v.string('expected text ("" for none)'), v.maxLength(3, 'expected at most 3 characters, like "+"')),
  label: text(40),
})

const serviceSchema = (context: ContentContext) =>
  entry({
    id: slug,
    icon: v.picklist(context.serviceIcons, `expected one of the icons: ${context.serviceIcons.join(', ')}`),
    title: text(80),
    description: text(200),
    points: list(text(80)),
  })

const technologySchema = (context: ContentContext) =>
  entry({
    id: slug,
    name: text(40),
    imageUrl: v.pipe(
      v.string('expected a path'),
      v.startsWith('/', 'expected a path on this site, like "/icons/php.svg"'),
    ),
    // The devicon icon the build copies to imageUrl.
    devicon: v.optional(
      v.config(
        v.pipe(
          v.string('expected an icon of the devicon package'),
          v.regex(/^[\w-]+\/[\w-]+\.svg$/, 'expected an icon of the devicon package, like "php/php-original.svg"'),
          v.check(context.hasDevicon, (issue) => `no icon ${String(issue.received)} in the devicon package`),
        ),
        { abortPipeEarly: true },
      ),
    ),
  })

const certificateSchema = (context: ContentContext) =>
  entry({
    id: slug,
    title: text(100),
    issuer: text(80),
    date: isoMonth,
    photo: v.optional(image(context)),
  })

const projectSchema = (context: ContentContext) =>
  entry({
    title: text(80),
    service: v.picklist(context.serviceIds, `expected one of the services' ids: ${context.serviceIds.join(', ')}`),
    clientType: text(40),
    year,
    summary: text(300),
    screenshots: v.pipe(list(image(context)), v.minLength(1, 'expected at least one screenshot')),
    url: v.optional(webAddress),
  })

/** Within the testimonial form's own limits: the content file's, and those the owner publishes (server/owner/). */
export const testimonialSchema = entry({
  name: text(namaLengkap.maxLength),
  project: lengthBetween(namaProyek.minLength.length, namaProyek.maxLength),
  rating: wholeNumber(1, RATING_STARS, `expected a whole number from 1 to ${RATING_STARS}`),
  text: lengthBetween(testimoni.minLength.length, testimoni.maxLength),
  date: isoDate,
})

const heroPhotoSchema = (context: ContentContext) => entry({ file: image(context), alt: text(150) })

/** The parts of a content module the build checks; the other texts are checked by TypeScript. */
export const contentSchema = (context: ContentContext) =>
  v.looseObject({
    DEFAULT_CONTACT: contactSchema,
    SITE_DESCRIPTION: text(200),
    PAGE_META: entry(
      Object.fromEntries(
        context.pages.map((page) => [page.id, page.hasOwnMeta ? v.optional(pageMetaSchema) : pageMetaSchema]),
      ),
    ),
    STATS: v.pipe(list(statSchema), v.length(COUNTERS, `expected ${COUNTERS} counters (the hero shows ${COUNTERS})`)),
    TEAM_REPLY_PROMISE: text(80),
    SERVICES: v.pipe(list(serviceSchema(context)), v.minLength(1, 'expected at least one service')),
    TECHNOLOGIES: list(technologySchema(context)),
    CERTIFICATES: list(certificateSchema(context)),
    PORTFOLIO: list(projectSchema(context)),
    TESTIMONIALS: list(testimonialSchema),
    HERO: v.looseObject({ photo: v.optional(heroPhotoSchema(context)) }),
    PORTFOLIO_SECTION: v.looseObject({ launchEstimate: isoMonth }),
  })

export type ContactDetails = v.InferOutput<typeof contactSchema>
export type PageMeta = v.InferOutput<typeof pageMetaSchema>
export type Stat = v.InferOutput<typeof statSchema>
export type Service = v.InferOutput<ReturnType<typeof serviceSchema>>
export type Technology = v.InferOutput<ReturnType<typeof technologySchema>>
export type Certificate = v.InferOutput<ReturnType<typeof certificateSchema>>
export type Project = v.InferOutput<ReturnType<typeof projectSchema>>
export type Testimonial = v.InferOutput<typeof testimonialSchema>
export type HeroPhoto = v.InferOutput<ReturnType<typeof heroPhotoSchema>>

const OBJECTS = new Set(['object', 'strict_object', 'loose_object'])

/** One line per mistake: where it is (`PORTFOLIO[2].year`), then what was expected. */
export function contentIssueLines(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) =>
      typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`,
    )
    const where = path.join('').replace(/^\./, '') || '(module)'
    return `${where}: ${explanation(issue)}`
  })
}

/** An object's issues are about its fields: one it lacks, or one it should not have. */
function explanation(issue: v.BaseIssue<unknown>): string {
  if (!OBJECTS.has(issue.type) || !issue.path?.length) return issue.message
  if (issue.expected === 'never') return 'not a field of this entry (a typo?)'
  if (issue.input === undefined) return 'missing'
  return issue.message
}
