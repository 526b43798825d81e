import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { LRUCache } from 'lru-cache'

/**
 * express-rate-limit's store with a bound on its memory: at most `clients` keys, each forgotten when
 * its window ends or, when a flood of new keys comes (a client rotating through addresses or
 * User-Agents), the least recently seen first. The library's MemoryStore keeps every key of a
 * window, however many, and none of its maintained stores (Redis, Memcached…) is in memory; a
 * forgotten key only starts its window again, so the bound costs a limit nothing but precision
 * under a flood.
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true
  private windowMs = 60_000
  private readonly clients: LRUCache<string, ClientRateLimitInfo & { resetTime: Date }>

  constructor(clients: number) {
    this.clients = new LRUCache({ max: clients })
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  increment(key: string): ClientRateLimitInfo {
    const now = Date.now()
    const found = this.clients.get(key)
    const client =
      found && found.resetTime.getTime() > now ? found : { totalHits: 0, resetTime: new Date(now + this.windowMs) }
    client.totalHits += 1
    this.clients.set(key, client, { ttl: client.resetTime.getTime() - now })
    return client
  }

  decrement(key: string): void {
    const found = this.clients.get(key)
    if (found && found.totalHits > 0) found.totalHits -= 1
  }

  resetKey(key: string): void {
    this.clients.delete(key)
  }
}
