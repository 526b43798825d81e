/** A figure as a multiple of the floor's: null when the floor's is 0, where no ratio means anything. */
export function ratioTo(floor: number, value: number): number | null {
  return floor === 0 ? null : value / floor
}

/** A ratio in a table cell: two decimals, or a dash where there is none. */
export const ratioCell = (ratio: number | null) => (ratio === null ? '–' : ratio.toFixed(2))

/** A ratio or a goal in words: 1.50×. */
export const times = (ratio: number) => `${ratio.toFixed(2)}×`
