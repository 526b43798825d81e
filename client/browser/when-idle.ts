/** Runs `work` once the browser is idle; where it cannot say (Safari), in a task of its own. */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => work())
  else setTimeout(work)
}
