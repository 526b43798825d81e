import type { IncomingMessage } from 'node:http'
import Negotiator from 'negotiator'

/** The encodings an answer may come in, in the order the server prefers them. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const
export type Encoding = (typeof ENCODINGS)[number]

/**
 * Among those `available` (identity always is), the client's q-values first, then br before gzip
 * before identity (RFC 9110 §12.5.3).
 */
export function chooseEncoding(req: IncomingMessage, available: readonly Encoding[] = ENCODINGS): Encoding {
  if (!req.headers['accept-encoding']) return 'identity'
  const offered = ENCODINGS.filter((encoding) => encoding === 'identity' || available.includes(encoding))
  const [best] = new Negotiator(req).encodings([...offered], { preferred: [...offered] })
  return (best as Encoding | undefined) ?? 'identity'
}
