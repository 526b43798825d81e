import { ipKeyGenerator } from 'express-rate-limit'
import { isIPv4 } from 'node:net'
import { bareAddress } from '../rate-limit'

/**
 * The network a visitor's address belongs to, its host part dropped: the /24 of an IPv4 address,
 * the /48 of an IPv6 one (a household's or a phone's whole range). Only this goes into a day's
 * visitor hash; the address itself is never kept.
 */
export function addressPrefix(address: string | undefined): string {
  const bare = ipKeyGenerator(bareAddress(address), 48) // IPv4-mapped IPv6 becomes IPv4
  return isIPv4(bare) ? `${bare.split('.').slice(0, 3).join('.')}.0/24` : bare
}
