import { expect, it } from 'vitest'
import { addressPrefix } from './address-prefix'

/** Addresses as req.ip may spell them, and the network each is hashed by. */
const NETWORKS: Record<string, string> = {
  '203.0.113.9': '203.0.113.0/24',
  '203.0.113.250:51234': '203.0.113.0/24',
  '::ffff:203.0.113.9': '203.0.113.0/24',
  '2001:db8:aa:bb:1:2:3:4': '2001:db8:aa::/48',
  '[2001:DB8:aa:ff::1]:443': '2001:db8:aa::/48',
  '2001:0db8:0000:0001::1': '2001:db8::/48',
}

it('hashes a visitor by the network of their address, however it is written, never by the address', () => {
  for (const [address, network] of Object.entries(NETWORKS)) expect(addressPrefix(address), address).toBe(network)
})
