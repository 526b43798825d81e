/** How often the server tells the process that started it that its event loop turns. */
const HEARTBEAT_EVERY_MS = 250

/**
 * Beats to the supervisor (scripts/container/supervise.ts) over the IPC channel it opened, if any:
 * a beat is sent whenever the event loop gets round to it, however many requests are waiting, so a
 * busy server beats and only a hung one falls silent. Never keeps the process alive.
 */
export function beatToSupervisor(): void {
  if (!process.send) return
  setInterval(() => {
    if (process.connected) process.send!('beat')
  }, HEARTBEAT_EVERY_MS).unref()
}
