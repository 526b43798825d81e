import { markdownTable } from '../support/markdown-table'
import { ratioCell, ratioTo, times } from '../support/ratio'
import { kb, milliseconds, seconds } from '../support/units'
import type { PageSummary } from './lighthouse-summary'

/**
 * Each page's Lighthouse figures against the floor page's (React 19 hydrating one button) from the
 * same run: timings as ratios, which travel between machines; scores, CLS and bytes as they are.
 * Pure.
 */

/**
 * Goals: each timing as a multiple of the floor's; the rest absolute. Blocking time also meets its
 * goal at 10 ms or less, whatever the floor's: single-digit milliseconds, whose ratio means nothing.
 */
const FLOOR_GOALS = { fcp: 0.8, lcp: 1, tbt: 2, score: 100, cls: 0 } as const
const TBT_ALWAYS_MET_MS = 10

/** Main-thread work has no goal: it is reported, the figure that still compares when the floor's TBT is 0. */
const TIMINGS = ['fcp', 'lcp', 'tbt', 'mainThread'] as const
type Timing = (typeof TIMINGS)[number]
const TIMING_NAMES: Record<Timing, string> = { fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', mainThread: 'Main thread' }
const SCORE_NAMES = { accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' } as const

export interface FloorComparison {
  path: string
  page: PageSummary
  /** Each timing ÷ the floor's; null where the floor's is 0. */
  ratios: Record<Timing, number | null>
  /** The page's JavaScript budget (its row in the page table), in KB of 1,024 bytes. */
  jsBudgetKib: number | null
}

export function compareToFloor(page: PageSummary, floor: PageSummary, jsBudgetKib: number | null): FloorComparison {
  const ratios = Object.fromEntries(
    TIMINGS.map((timing) => [timing, ratioTo(floor.metrics[timing], page.metrics[timing])]),
  ) as FloorComparison['ratios']
  return { path: page.path, page, ratios, jsBudgetKib }
}

const timingText = (timing: Timing, value: number) =>
  timing === 'fcp' || timing === 'lcp' ? seconds(value) : milliseconds(value)

/** A timing over its goal, in words; null when it meets it (also where the floor's is 0). */
function missedTiming(timing: Timing, page: PageSummary, floor: PageSummary, ratio: number | null): string | null {
  if (timing === 'mainThread') return null
  const [value, floorValue, goal] = [page.metrics[timing], floor.metrics[timing], FLOOR_GOALS[timing]]
  if (value <= goal * floorValue || (timing === 'tbt' && value <= TBT_ALWAYS_MET_MS)) return null
  const multiple = ratio === null ? '' : ` ${times(ratio)}`
  const orAtMost = timing === 'tbt' ? ` or ≤ ${TBT_ALWAYS_MET_MS} ms` : ''
  return `${TIMING_NAMES[timing]} ${timingText(timing, value)},${multiple} the floor's ${timingText(timing, floorValue)} (goal ≤ ${goal}×${orAtMost})`
}

/** Each goal a page misses, in words (none when it meets them all). */
export function missedFloorGoals(floor: PageSummary, { path, page, ratios, jsBudgetKib }: FloorComparison): string[] {
  const missed = TIMINGS.flatMap((timing) => missedTiming(timing, page, floor, ratios[timing]) ?? [])
  for (const [score, name] of Object.entries(SCORE_NAMES) as [keyof typeof SCORE_NAMES, string][])
    if (page.scores[score] < FLOOR_GOALS.score) missed.push(`${name} ${page.scores[score]} < ${FLOOR_GOALS.score}`)
  if (page.metrics.cls > FLOOR_GOALS.cls) missed.push(`CLS ${page.metrics.cls.toPrecision(2)} > ${FLOOR_GOALS.cls}`)
  if (jsBudgetKib !== null && page.bytes.js > jsBudgetKib * 1024)
    missed.push(`JS ${kb(page.bytes.js)} KB > its budget of ${jsBudgetKib} KB`)
  return missed.map((goal) => `${path}: ${goal}`)
}

const HEADINGS = [
  'Page',
  'FCP',
  `÷ floor (≤ ${FLOOR_GOALS.fcp})`,
  'LCP',
  `÷ floor (≤ ${FLOOR_GOALS.lcp})`,
  'TBT',
  `÷ floor (≤ ${FLOOR_GOALS.tbt}, or ≤ ${TBT_ALWAYS_MET_MS} ms)`,
  'Main thread',
  '÷ floor',
  'CLS',
  'A11y',
  'BP',
  'SEO',
  'JS KB (budget)',
]

const timingCells = (page: PageSummary, ratios: Record<Timing, number | null> | null) =>
  TIMINGS.flatMap((timing) => [timingText(timing, page.metrics[timing]), ratios ? ratioCell(ratios[timing]) : '1'])

/** The floor's row: its timings, CLS and JavaScript; its scores do not matter. */
const floorRow = (floor: PageSummary) => [
  'floor (React, one button)',
  ...timingCells(floor, null),
  floor.metrics.cls.toFixed(3),
  ...['–', '–', '–'],
  kb(floor.bytes.js),
]

const pageRow = ({ path, page, ratios, jsBudgetKib }: FloorComparison) => [
  path,
  ...timingCells(page, ratios),
  page.metrics.cls.toFixed(3),
  ...[page.scores.accessibility, page.scores.bestPractices, page.scores.seo].map(String),
  `${kb(page.bytes.js)} (${jsBudgetKib ?? '–'})`,
]

/** The table `npm run bench` prints: the floor first, then each page. */
export const formatFloorTable = (floor: PageSummary, rows: readonly FloorComparison[]) =>
  markdownTable(HEADINGS, [floorRow(floor), ...rows.map(pageRow)])

/** The goals in words, for under the table. */
export const FLOOR_GOALS_TEXT =
  `Goals: FCP ≤ ${FLOOR_GOALS.fcp}×, LCP ≤ ${FLOOR_GOALS.lcp}× and TBT ≤ ${FLOOR_GOALS.tbt}× the floor's (or TBT ≤ ${TBT_ALWAYS_MET_MS} ms); ` +
  `accessibility, best practices and SEO ${FLOOR_GOALS.score}; CLS ${FLOOR_GOALS.cls}; JS within the page's budget.`
