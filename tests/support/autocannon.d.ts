/** The part of autocannon's API the load bench and the deploy test use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Requests each connection sends in turn (path relative to `url`). */
    requests?: { path: string }[]
    /** Requests in all; the run ends when every one has been answered or has failed. */
    amount?: number
    /** Requests per second over all connections. */
    overallRate?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    /** false counts the answer as a mismatch. */
    verifyBody?: (body: string) => boolean
  }
  export interface Histogram {
    average: number
    p50: number
    p99: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    mismatches: number
    statusCodeStats: Record<string, { count: number }>
  }
  /** A running load: a promise of its result that also reports each answer and each failure. */
  export interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this
    on(event: 'reqError', listener: (error: Error & { code?: string }) => void): this
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
