import type { Queue } from 'workbox-background-sync'
import { afterEach, expect, it, vi } from 'vitest'
import { sendSameDay } from './send-same-day'

/** Beacons kept offline at these times, as Workbox's queue holds them. */
function queueOf(...times: string[]) {
  const entries = times.map((at) => ({
    request: new Request(`https://nusakode.example/sapa?at=${at}`),
    timestamp: Date.parse(at),
  }))
  const queue = {
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry: (typeof entries)[number]) => void entries.unshift(entry),
  }
  return { queue: queue as unknown as Queue, entries }
}
const sent = vi.fn(async (_request: Request) => new Response(null, { status: 204 }))
afterEach(() => {
  vi.unstubAllGlobals()
  sent.mockClear()
})

it('sends a beacon kept offline on the day it was sent in Jakarta, and drops one of a day that is over', async () => {
  vi.stubGlobal('fetch', sent)
  // 00:30 on 28 November in Jakarta (17:30 UTC the day before).
  const { queue, entries } = queueOf('2026-11-27T16:50:00Z', '2026-11-27T17:05:00Z', '2026-11-27T17:20:00Z')
  await sendSameDay({ queue }, Date.parse('2026-11-27T17:30:00Z'))
  expect(sent.mock.calls.map(([request]) => new URL(request.url).searchParams.get('at'))).toEqual([
    '2026-11-27T17:05:00Z',
    '2026-11-27T17:20:00Z',
  ])
  expect(entries).toEqual([])
})

it('keeps what could not be sent, for the next time the browser is online', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
  const { queue, entries } = queueOf('2026-11-27T17:05:00Z')
  await expect(sendSameDay({ queue }, Date.parse('2026-11-27T17:30:00Z'))).rejects.toThrow('Failed to fetch')
  expect(entries).toHaveLength(1)
})
