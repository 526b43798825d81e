/**
 * negotiator 1.x (Express's own content negotiation), the part this server uses. Its DefinitelyTyped
 * package describes 0.6, which has no `preferred` option.
 */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>)
    /** The available encodings the request accepts, best first; ties go to `preferred` order. */
    encodings(available: string[], options?: { preferred?: string[] }): string[]
  }
}
