import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Wrong passwords slow a client down; they never lock it out. A client has BURST tries beside one
 * a minute; once it has used them, one a minute, until BURST_WINDOW_SECONDS after its first. So the
 * owner who mistyped, or who shares an address with someone guessing, waits at most a minute, while
 * a guesser gets 25 tries a quarter of an hour (100 an hour) from an address. The scrypt hash makes
 * each guess dear beyond that. A right password costs no try.
 */
export const BURST = 10
export const TRY_EVERY_SECONDS = 60
export const BURST_WINDOW_SECONDS = 15 * 60

/** A try taken: `giveBack` once the password proved right. */
type Taken = { giveBack: () => Promise<unknown> }
/** No try left: the next one comes in that many seconds. */
type Refused = { retryAfterSeconds: number }

/**
 * Each client's tries (rate-limiter-flexible's counters in memory, each gone once its window has
 * passed; the clock is Date.now()). `onThrottled` is told once a window, when a client is first refused.
 */
export function wrongPasswords(onThrottled: () => void) {
  const steady = new RateLimiterMemory({ keyPrefix: 'owner-steady', points: 1, duration: TRY_EVERY_SECONDS })
  const burst = new RateLimiterMemory({ keyPrefix: 'owner-burst', points: BURST, duration: BURST_WINDOW_SECONDS })
  const refusal = (error: unknown): RateLimiterRes => {
    if (error instanceof RateLimiterRes) return error
    throw error
  }
  return {
    /** A try for the client `key`, the steady one first (as rate-limiter-flexible's BurstyRateLimiter). */
    async take(key: string): Promise<Taken | Refused> {
      const steadyRefusal = await steady.consume(key).then(() => undefined, refusal)
      if (!steadyRefusal) return { giveBack: () => steady.delete(key) }
      const burstRefusal = await burst.consume(key).then(() => undefined, refusal)
      if (!burstRefusal) return { giveBack: () => burst.reward(key) }
      // A refused try is counted too: the first refusal is the one past BURST.
      if (burstRefusal.consumedPoints === BURST + 1) onThrottled()
      return { retryAfterSeconds: Math.max(1, Math.ceil(steadyRefusal.msBeforeNext / 1000)) }
    },
  }
}
