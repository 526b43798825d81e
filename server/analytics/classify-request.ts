import type { IncomingMessage } from 'node:http'
import { isbot } from 'isbot'
import { jakartaDay, type Day } from '../../shared/analytics/jakarta-day'
import { addressPrefix } from './address-prefix'
import { deviceClass, type DeviceClass } from './device-class'
import { visitorHash } from './visitor-hash'

/** A request worth counting: a person's browser, on a day, on a kind of device, as one of the day's visitors. */
export interface Visit {
  day: Day
  device: DeviceClass
  visitor: Buffer
}

/**
 * The visit a request belongs to, or undefined when it is not counted: a bot (isbot), no browser at
 * all, a browser asking for privacy (Sec-GPC: 1), or a page the browser only prepares and has not
 * shown (Sec-Purpose: prefetch, a prerendered page's requests; its script counts it once it is
 * shown). `saltOf` gives the day's salt, or undefined when there is none to be had now.
 */
export function classifyRequest(
  req: IncomingMessage & { ip?: string | undefined },
  now: Date,
  saltOf: (day: Day) => Buffer | undefined,
): Visit | undefined {
  const { headers } = req
  const userAgent = headers['user-agent'] ?? ''
  if (userAgent === '' || isbot(userAgent) || headers['sec-gpc'] === '1') return undefined
  if (String(headers['sec-purpose'] ?? '').startsWith('prefetch')) return undefined
  const day = jakartaDay(now)
  const salt = saltOf(day)
  if (!salt) return undefined
  const traits = { prefix: addressPrefix(req.ip), userAgent, host: headers.host ?? '' }
  return { day, device: deviceClass(userAgent), visitor: visitorHash(salt, traits) }
}
