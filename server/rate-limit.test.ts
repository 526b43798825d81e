import { expect, it } from 'vitest'
import { visitorKey } from './rate-limit'

/** Who the rate limit counts as one visitor: an IPv4 address, or an IPv6 /64 however it is spelt. */
it.each([
  ['203.0.113.9', '203.0.113.9'],
  ['203.0.113.9:51234', '203.0.113.9'],
  ['::ffff:203.0.113.9', '203.0.113.9'],
  ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
  ['::1', '::/64'],
  ['2001:DB8::1', '2001:db8::/64'],
  ['2001:db8:0:0::1', '2001:db8::/64'],
  ['[2001:db8::1]:443', '2001:db8::/64'],
  ['[2001:db8::1]', '2001:db8::/64'],
  ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::/64'],
  ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
])('visitorKey counts %s as %s', (address, key) => {
  expect(visitorKey(address)).toBe(key)
})
