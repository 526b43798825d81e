import * as v from 'valibot'
import { CHAT_PLACEMENTS, HANDOFF_ROUTES, VITALS } from './events'

/**
 * A beacon, as the counting script sends it (JSON, one event) and the server parses it. In a file
 * of its own: the browser imports only its type, so valibot stays out of the page's script.
 */

const page = v.pipe(v.string(), v.regex(/^\/[\w/-]{0,80}$/))
/** A campaign value as the landing URL had it: the server reduces it (server/analytics/source.ts). */
const campaign = v.optional(v.pipe(v.string(), v.maxLength(200)))
const host = v.pipe(v.string(), v.regex(/^[\w.-]{1,253}(?::\d{1,5})?$/))
const field = v.pipe(v.string(), v.regex(/^\w{1,40}$/))

export const BeaconSchema = v.variant('e', [
  /** The site that sent the visitor to this page, told once the page's script runs (its image cannot). */
  v.strictObject({ e: v.literal('referral'), p: page, r: host }),
  /**
   * A page view the page's image could not count (server/pages/document.tsx): a page the browser
   * prerendered, whose image was not counted then, sends it once it is shown. The counting script of
   * an earlier release sent every page view so, and its pages may still be open or kept offline.
   */
  v.strictObject({
    e: v.literal('pageview'),
    p: page,
    /** The referring site's host, only when it is another site. */
    r: v.optional(host),
    /** utm_source, utm_medium, utm_campaign. */
    s: campaign,
    m: campaign,
    c: campaign,
  }),
  v.strictObject({ e: v.literal('chat'), p: page, d: v.picklist(CHAT_PLACEMENTS) }),
  v.strictObject({ e: v.picklist(['form-open', 'form-start', 'form-copy']), p: page }),
  v.strictObject({ e: v.literal('form-refused'), p: page, f: v.pipe(v.array(field), v.minLength(1), v.maxLength(30)) }),
  v.strictObject({ e: v.literal('form-handoff'), p: page, d: v.picklist(HANDOFF_ROUTES) }),
  v.strictObject({
    e: v.literal('vital'),
    p: page,
    n: v.picklist(VITALS),
    /** Milliseconds, or CLS's score. */
    v: v.pipe(v.number(), v.minValue(0), v.maxValue(3_600_000)),
  }),
])

export type Beacon = v.InferOutput<typeof BeaconSchema>
