/**
 * The slow-phone figures of `npm run bench:interact` as ratios to the floor page (React 19
 * hydrating one button) measured in the same run: what travels between machines. Pure.
 */

/** One visit of a page, in ms. The floor's longest interaction is its tap. */
export interface InteractRun {
  hydratedMs: number
  longestInteractionMs: number
  submitToErrorMs: number | null
}

/** Goals, as multiples of the floor: its hydration, and its tap for both interaction figures. */
export const RATIO_GOALS = { hydrated: 1.15, longestInteraction: 1.3, submitToError: 1.5 } as const

export interface RatioRow {
  path: string
  median: InteractRun
  ratios: { hydrated: number; longestInteraction: number; submitToError: number | null }
}

export function ratioRow(path: string, page: InteractRun, floor: InteractRun): RatioRow {
  const tap = floor.longestInteractionMs
  return {
    path,
    median: page,
    ratios: {
      hydrated: page.hydratedMs / floor.hydratedMs,
      longestInteraction: page.longestInteractionMs / tap,
      submitToError: page.submitToErrorMs === null ? null : page.submitToErrorMs / tap,
    },
  }
}

const times = (ratio: number) => `${ratio.toFixed(2)}×`

/** Each goal a page misses, with its ratio and the goal, in words. */
export function missedRatioGoals({ path, ratios }: RatioRow): string[] {
  const goals = [
    ['hydrated', ratios.hydrated, RATIO_GOALS.hydrated, 'the floor'],
    ['longest interaction', ratios.longestInteraction, RATIO_GOALS.longestInteraction, "the floor's tap"],
    ['submit to first error', ratios.submitToError, RATIO_GOALS.submitToError, "the floor's tap"],
  ] as const
  return goals.flatMap(([name, ratio, goal, of]) =>
    ratio !== null && ratio > goal ? [`${path}: ${name} ${times(ratio)} ${of} > ${times(goal)}`] : [],
  )
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`)

/** The table the bench prints and the README shows: the floor first, then each page. */
export function formatRatioTable(floor: InteractRun, rows: readonly RatioRow[]): string {
  const ratio = (value: number | null) => (value === null ? '–' : value.toFixed(2))
  return [
    '| Page | Hydrated | ÷ floor | Longest interaction | ÷ floor tap | Submit → first error | ÷ floor tap |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| floor (React, one button) | ${ms(floor.hydratedMs)} | 1 | ${ms(floor.longestInteractionMs)} (tap) | 1 | – | – |`,
    ...rows.map(
      ({ path, median: m, ratios: r }) =>
        `| ${path} | ${ms(m.hydratedMs)} | ${ratio(r.hydrated)} | ${ms(m.longestInteractionMs)} | ` +
        `${ratio(r.longestInteraction)} | ${ms(m.submitToErrorMs)} | ${ratio(r.submitToError)} |`,
    ),
  ].join('\n')
}
