/**
 * What the owner's figures keep, for how long, and how much of them any one client can move: every
 * limit of counting in one place (docs/decisions/analytics.md says why each is what it is).
 */

/** How long the figures are kept: two years and the month before, so a month compares with last year's. */
export const KEPT_MONTHS = 25

/**
 * Distinct referring sites, and distinct campaigns (source, medium and name together), kept a day;
 * any more are counted in one row named OTHER. A real day of this site names a handful of each, so
 * 50 leaves room for a busy one; a crawler naming a new site on every request adds one row, not
 * thousands.
 */
export const VALUES_A_DAY = 50
export const OTHER = 'lainnya'

/**
 * Of each kind of event (a page view, a chat tap, a form's step…), what one network address (req.ip:
 * IPv4 whole, IPv6 by its /64) may add in ten minutes, whatever User-Agent it sends. A class of 30
 * opening three pages each stays under it; past it a visitor is served as ever, only not counted.
 * Speed measurements come five to a page view, so they get five times as many.
 */
export const ADDRESS_WINDOW_MS = 10 * 60 * 1000
export const EVENTS_AN_ADDRESS = 100
export const SPEED_MEASURES_A_PAGE_VIEW = 5
/** Beacons one visitor of the day may send in the same ten minutes: a page view and its speed are six, a form's steps a few more. */
export const BEACONS_A_VISITOR = 300
/** Addresses and visitors the limits remember at once (the oldest forgotten first): a few MB at most. */
export const CLIENTS_REMEMBERED = 20_000

/** Each process writes what it counted at most this often, and once more when it stops. */
export const FLUSH_INTERVAL_MS = 10_000
/**
 * Rows written in one transaction: a batch is written in slices of this many, each its own short
 * transaction (a few milliseconds; held under 100 ms at the largest day), so no container waits long
 * for another's write and the event loop serves requests between them.
 */
export const ROWS_A_TRANSACTION = 500
/** After the store failed (not merely locked by another writer), it is opened again this long after. */
export const REOPEN_AFTER_MS = 30_000
/**
 * A day is closed, its salt and visitor hashes deleted, this long after its midnight (WIB): every
 * process has written what it counted of the day by then, so no late batch can count a visitor of
 * that day again after their hash has gone.
 */
export const DAY_CLOSES_AFTER_MS = 60_000
