/** Figures as the benches print them. KB are of 1,024 bytes, as Lighthouse and the budgets count them. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const milliseconds = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`)
export const kb = (bytes: number) => (bytes / 1024).toFixed(1)
