import type { Queue } from 'workbox-background-sync'
import { jakartaDay } from '../../shared/analytics/jakarta-day'

/**
 * Sends what waits, oldest first, as Workbox does, but only what was sent on the day it is now in
 * Jakarta: a day's visitors are told apart by that day's salt, deleted once the day is over, so a
 * beacon of yesterday would count as a new visitor of today. It is dropped instead.
 */
export async function sendSameDay({ queue }: { queue: Queue }, now = Date.now()): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    if (jakartaDay(entry.timestamp ?? 0) !== jakartaDay(now)) continue
    try {
      await fetch(entry.request.clone())
    } catch (error) {
      await queue.unshiftRequest(entry)
      throw error
    }
  }
}
