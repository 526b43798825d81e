import type { IncomingMessage } from 'node:http'

/**
 * Runs `answer` once the request's body has all arrived, read or not: a post refused before its body
 * was read (429, 415, 413, a 404) is answered only then. Caddy 2.6.2, answered while it still sent
 * such a body on, was seen to cut other visitors' pages short (docs/decisions/overload.md).
 */
export function afterBody(req: IncomingMessage, answer: () => void): void {
  const sent = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!sent || req.readableEnded || req.destroyed) return answer()
  let answered = false
  const answerOnce = () => {
    if (answered) return
    answered = true
    answer()
  }
  req.once('end', answerOnce).once('error', answerOnce).once('close', answerOnce).resume()
}
