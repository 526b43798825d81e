import { markdownTable } from '../support/markdown-table'
import { interquartileMean } from '../support/median'
import { ratioCell, ratioTo, times } from '../support/ratio'
import { milliseconds } from '../support/units'

/**
 * The slow-phone figures of `npm run bench:interact` as ratios to the floor page (React 19
 * hydrating one button) measured in the same run: what travels between machines. Pure.
 */

/** One visit of a page: paints and hydration in ms from navigation start, interactions as durations. */
export interface InteractRun {
  fcpMs: number
  lcpMs: number
  hydratedMs: number
  /** Each kind of interaction of the scripted visit ("menu opened", "tap"…), the duration of each one. */
  interactions: Record<string, number[]>
  submitToErrorMs: number | null
}

/** A target's figures over all its visits: each the interquartile mean (support/median.ts) of its values. */
export interface InteractFigures {
  fcpMs: number
  lcpMs: number
  hydratedMs: number
  /** Each kind of interaction: the longest of its kind in a visit, over the visits. */
  interactions: Record<string, number>
  /** The longest interaction of a visit, whatever its kind, as INP counts a page's: over the visits. */
  longestMs: number
  submitToErrorMs: number | null
}

/**
 * A target's figures over its visits. Of each kind of interaction a visit counts its longest, as
 * INP counts a page's: the first of a kind, whose code runs for the first time, is most often it.
 */
export function figuresOf(runs: readonly InteractRun[]): InteractFigures {
  const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.interactions)))]
  const longest = (kind: string) => runs.flatMap((run) => longestOf(run, kind) ?? [])
  const submits = runs.flatMap((run) => (run.submitToErrorMs === null ? [] : [run.submitToErrorMs]))
  return {
    fcpMs: interquartileMean(runs.map((run) => run.fcpMs)),
    lcpMs: interquartileMean(runs.map((run) => run.lcpMs)),
    hydratedMs: interquartileMean(runs.map((run) => run.hydratedMs)),
    interactions: Object.fromEntries(kinds.map((kind) => [kind, interquartileMean(longest(kind))])),
    longestMs: interquartileMean(runs.map(longestInteraction)),
    submitToErrorMs: submits.length > 0 ? interquartileMean(submits) : null,
  }
}

/** The longest interaction of a kind in a visit, if it had one. */
const longestOf = (run: InteractRun, kind: string): number | null =>
  run.interactions[kind]?.length ? Math.max(...run.interactions[kind]) : null

/**
 * The longest interaction of a visit, of any kind: what INP is for a visit of fewer than 50
 * interactions (Event Timing's entries grouped by interaction, each the longest of its group).
 */
export const longestInteraction = (run: InteractRun): number => Math.max(...Object.values(run.interactions).flat())

/** Goals, as multiples of the floor: its hydration, and its tap for every kind of interaction. */
const RATIO_GOALS = { hydrated: 1.3, interaction: 1.5 } as const

/** The floor's one kind of interaction: a tap of its button. */
export const FLOOR_TAP = 'tap'

export interface RatioRow {
  path: string
  figures: InteractFigures
  /** FCP, LCP and hydration ÷ the floor's; each interaction kind, the longest and submit-to-error ÷ the floor's tap. */
  ratios: {
    fcp: number | null
    lcp: number | null
    hydrated: number | null
    interactions: Record<string, number | null>
    longest: number | null
    submitToError: number | null
  }
}

/**
 * A page's figures and their ratios to the floor's. Each ratio is taken round by round, the page's
 * visit over the floor's visit of the same round, then their interquartile mean: a drift in the
 * machine's speed between rounds is in both halves of a ratio, and cancels.
 */
export function ratioRow(path: string, pageRuns: readonly InteractRun[], floorRuns: readonly InteractRun[]): RatioRow {
  const rounds = pageRuns.map((page, round) => ({ page, floor: floorRuns[round]! }))
  const ratioOf = (value: (run: InteractRun) => number | null, of: (run: InteractRun) => number | null = value) => {
    const ratios = rounds.flatMap(({ page, floor }) => {
      const [numerator, denominator] = [value(page), of(floor)]
      const ratio = numerator === null || denominator === null ? null : ratioTo(denominator, numerator)
      return ratio === null ? [] : [ratio]
    })
    return ratios.length > 0 ? interquartileMean(ratios) : null
  }
  const tap = (run: InteractRun) => longestOf(run, FLOOR_TAP)
  const figures = figuresOf(pageRuns)
  return {
    path,
    figures,
    ratios: {
      fcp: ratioOf((run) => run.fcpMs),
      lcp: ratioOf((run) => run.lcpMs),
      hydrated: ratioOf((run) => run.hydratedMs),
      interactions: Object.fromEntries(
        Object.keys(figures.interactions).map((kind) => [kind, ratioOf((run) => longestOf(run, kind), tap)]),
      ),
      longest: ratioOf(longestInteraction, tap),
      submitToError: ratioOf((run) => run.submitToErrorMs, tap),
    },
  }
}

/** A page's slowest kind of interaction. */
export function slowestInteraction({ figures, ratios }: RatioRow): { kind: string; ms: number; ratio: number | null } {
  const [kind, ms] = Object.entries(figures.interactions).reduce((slowest, entry) =>
    entry[1] > slowest[1] ? entry : slowest,
  )
  return { kind, ms, ratio: ratios.interactions[kind] ?? null }
}

/** Each goal a page misses, with its ratio and the goal, in words. */
export function missedRatioGoals({ path, ratios }: RatioRow): string[] {
  const goals: [string, number | null, number, string][] = [
    ['hydrated', ratios.hydrated, RATIO_GOALS.hydrated, 'the floor'],
    ...[...Object.entries(ratios.interactions), [LONGEST, ratios.longest] as const].map(
      ([kind, ratio]) =>
        [kind, ratio, RATIO_GOALS.interaction, "the floor's tap"] as [string, number | null, number, string],
    ),
  ]
  return goals.flatMap(([name, ratio, goal, of]) =>
    ratio !== null && ratio > goal ? [`${path}: ${name} ${times(ratio)} ${of} > ${times(goal)}`] : [],
  )
}

/** The name of a page's longest interaction of a visit, whatever its kind, in the goals it misses. */
const LONGEST = 'longest interaction (INP)'

/** The goals in words, for under the tables. */
export const RATIO_GOALS_TEXT =
  `Goals: hydrated ≤ ${RATIO_GOALS.hydrated}× the floor; every kind of interaction (the longest of its kind in a visit) ` +
  `and the longest interaction of a visit (INP) ≤ ${RATIO_GOALS.interaction}× the floor's tap; FCP, LCP and submit to first error are reported.`

const HEADINGS = [
  'Page',
  'FCP',
  '÷ floor',
  'LCP',
  '÷ floor',
  'Hydrated',
  `÷ floor (≤ ${RATIO_GOALS.hydrated})`,
  'Slowest kind of interaction',
  `÷ floor tap (≤ ${RATIO_GOALS.interaction})`,
  'Longest interaction (INP)',
  `÷ floor tap (≤ ${RATIO_GOALS.interaction})`,
  'Submit → first error',
  '÷ floor tap',
]

const floorRow = (floor: InteractFigures) => [
  'floor (React, one button)',
  ...[floor.fcpMs, floor.lcpMs, floor.hydratedMs].flatMap((value) => [milliseconds(value), '1']),
  `${milliseconds(floor.interactions[FLOOR_TAP] ?? null)} (${FLOOR_TAP})`,
  '1',
  milliseconds(floor.longestMs),
  '1',
  '–',
  '–',
]

const pageRow = (row: RatioRow) => {
  const { path, figures: f, ratios: r } = row
  const slowest = slowestInteraction(row)
  return [
    path,
    ...(
      [
        [f.fcpMs, r.fcp],
        [f.lcpMs, r.lcp],
        [f.hydratedMs, r.hydrated],
      ] as const
    ).flatMap(([value, ratio]) => [milliseconds(value), ratioCell(ratio)]),
    `${milliseconds(slowest.ms)} (${slowest.kind})`,
    ratioCell(slowest.ratio),
    milliseconds(f.longestMs),
    ratioCell(r.longest),
    milliseconds(f.submitToErrorMs),
    ratioCell(r.submitToError),
  ]
}

/** The table the bench prints: the floor first, then each page. */
export const formatRatioTable = (floor: InteractFigures, rows: readonly RatioRow[]) =>
  markdownTable(HEADINGS, [floorRow(floor), ...rows.map(pageRow)])

/** Every kind of interaction of each page, its figure and its ratio to the floor's tap. */
export const formatInteractionTable = (floor: InteractFigures, rows: readonly RatioRow[]) =>
  markdownTable(
    ['Page', 'Interaction', 'Longest in a visit', `÷ floor tap (≤ ${RATIO_GOALS.interaction})`],
    [
      ['floor', FLOOR_TAP, milliseconds(floor.interactions[FLOOR_TAP] ?? null), '1'],
      ...rows.flatMap(({ path, figures, ratios }) => [
        ...Object.entries(figures.interactions).map(([kind, ms]) => [
          path,
          kind,
          milliseconds(ms),
          ratioCell(ratios.interactions[kind] ?? null),
        ]),
        [path, LONGEST, milliseconds(figures.longestMs), ratioCell(ratios.longest)],
      ]),
    ],
  )
