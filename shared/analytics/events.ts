/**
 * What the site counts for its owner, named once: the browser's counting script (client/site/) sends
 * these, the forms announce their steps with them, and the server (server/analytics/) reads them.
 */

/** Where beacons go: a plain word, not one that blockers' lists carry ("collect", "analytics"…). */
export const BEACON_PATH = '/sapa'

/** The largest beacon the server reads; a page view with three campaign values takes a third of it. */
export const BEACON_MAX_BYTES = 1024

/** The chat buttons counted when tapped, by their `data-chat` attribute (hero, contact section, footer). */
export const CHAT_PLACEMENTS = ['hero', 'contact', 'footer'] as const
export type ChatPlacement = (typeof CHAT_PLACEMENTS)[number]

/** How an order left for WhatsApp in a browser: the chat window opened, or the visitor took it from the hand-off panel. */
export const HANDOFF_ROUTES = ['window', 'panel'] as const
export type HandoffRoute = (typeof HANDOFF_ROUTES)[number]
/**
 * The detail of a form's hand-off or refusal made by the post without JavaScript: the server counts
 * it (server/routes/form-routes.tsx), so no beacon may name it.
 */
export const NO_SCRIPT_ROUTE = 'no-js'

/** The speed visitors get, as the web-vitals package measures it in their browsers. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type Vital = (typeof VITALS)[number]

/**
 * The DOM event a form island dispatches on `document` at each step of its funnel. The forms know
 * nothing of counting: the counting script, on a page that has one, sends what it hears.
 */
export const FORM_STEP_EVENT = 'nusakode:form-step'

/**
 * Set on the root element once a form has been typed in: a counting script that arrives after the
 * visitor began typing, and so did not hear that step, still counts it.
 */
export const FORM_STARTED_ATTRIBUTE = 'data-form-started'

export type FormStep =
  | { step: 'open' }
  | { step: 'start' }
  /** A submit refused, by the names of the fields that failed (never their values). */
  | { step: 'refused'; fields: string[] }
  | { step: 'handoff'; via: HandoffRoute }
  /** "Salin pesan": the message copied from the hand-off panel. */
  | { step: 'copy' }
