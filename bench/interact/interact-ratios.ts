import { markdownTable } from '../support/markdown-table'
import { ratioCell, ratioTo, times } from '../support/ratio'
import { milliseconds } from '../support/units'

/**
 * The slow-phone figures of `npm run bench:interact` as ratios to the floor page (React 19
 * hydrating one button) measured in the same run: what travels between machines. Pure.
 */

/** One visit of a page, in ms from navigation start (durations for the two interaction figures). */
export interface InteractRun {
  fcpMs: number
  lcpMs: number
  hydratedMs: number
  /** The longest interaction of the scripted sequence; the floor's is its tap. */
  longestInteractionMs: number
  submitToErrorMs: number | null
}

/** Goals, as multiples of the floor: its hydration, and its tap for the longest interaction. */
const RATIO_GOALS = { hydrated: 1.3, longestInteraction: 1.5 } as const

export interface RatioRow {
  path: string
  median: InteractRun
  /** FCP, LCP and hydration ÷ the floor's; both interaction figures ÷ the floor's tap. */
  ratios: Record<'fcp' | 'lcp' | 'hydrated' | 'longestInteraction' | 'submitToError', number | null>
}

export function ratioRow(path: string, page: InteractRun, floor: InteractRun): RatioRow {
  const tap = floor.longestInteractionMs
  return {
    path,
    median: page,
    ratios: {
      fcp: ratioTo(floor.fcpMs, page.fcpMs),
      lcp: ratioTo(floor.lcpMs, page.lcpMs),
      hydrated: ratioTo(floor.hydratedMs, page.hydratedMs),
      longestInteraction: ratioTo(tap, page.longestInteractionMs),
      submitToError: page.submitToErrorMs === null ? null : ratioTo(tap, page.submitToErrorMs),
    },
  }
}

/** Each goal a page misses, with its ratio and the goal, in words. */
export function missedRatioGoals({ path, ratios }: RatioRow): string[] {
  const goals = [
    ['hydrated', ratios.hydrated, RATIO_GOALS.hydrated, 'the floor'],
    ['longest interaction', ratios.longestInteraction, RATIO_GOALS.longestInteraction, "the floor's tap"],
  ] as const
  return goals.flatMap(([name, ratio, goal, of]) =>
    ratio !== null && ratio > goal ? [`${path}: ${name} ${times(ratio)} ${of} > ${times(goal)}`] : [],
  )
}

/** The goals in words, for under the table. */
export const RATIO_GOALS_TEXT =
  `Goals: hydrated ≤ ${RATIO_GOALS.hydrated}× the floor, longest interaction ≤ ` +
  `${RATIO_GOALS.longestInteraction}× the floor's tap; FCP, LCP and submit to first error are reported.`

const HEADINGS = [
  'Page',
  'FCP',
  '÷ floor',
  'LCP',
  '÷ floor',
  'Hydrated',
  `÷ floor (≤ ${RATIO_GOALS.hydrated})`,
  'Longest interaction',
  `÷ floor tap (≤ ${RATIO_GOALS.longestInteraction})`,
  'Submit → first error',
  '÷ floor tap',
]

const floorRow = (floor: InteractRun) => [
  'floor (React, one button)',
  ...[floor.fcpMs, floor.lcpMs, floor.hydratedMs].flatMap((value) => [milliseconds(value), '1']),
  `${milliseconds(floor.longestInteractionMs)} (tap)`,
  '1',
  '–',
  '–',
]

const pageRow = ({ path, median: m, ratios: r }: RatioRow) => [
  path,
  ...(
    [
      [m.fcpMs, r.fcp],
      [m.lcpMs, r.lcp],
      [m.hydratedMs, r.hydrated],
      [m.longestInteractionMs, r.longestInteraction],
      [m.submitToErrorMs, r.submitToError],
    ] as const
  ).flatMap(([value, ratio]) => [milliseconds(value), ratioCell(ratio)]),
]

/** The table the bench prints: the floor first, then each page. */
export const formatRatioTable = (floor: InteractRun, rows: readonly RatioRow[]) =>
  markdownTable(HEADINGS, [floorRow(floor), ...rows.map(pageRow)])
