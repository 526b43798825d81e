/**
 * The server's liveness, seen from beside it: `probe` every `everyMs`, and `onHung` once `limit`
 * probes in a row have failed. Failures count only once the server has answered once: a server
 * still starting is the HEALTHCHECK's and scripts/update.sh's business, not a hang.
 */
export interface WatchdogOptions {
  probe: () => Promise<boolean>
  everyMs: number
  limit: number
  onHung: () => void
}

/** Starts watching; returns what stops it. */
export function watchHealth({ probe, everyMs, limit, onHung }: WatchdogOptions): () => void {
  let answered = false
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const check = async () => {
    const ok = await probe()
    if (stopped) return
    answered ||= ok
    failures = ok || !answered ? 0 : failures + 1
    if (failures >= limit) return onHung()
    timer = setTimeout(check, everyMs)
  }
  timer = setTimeout(check, everyMs)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
