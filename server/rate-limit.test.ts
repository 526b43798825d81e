import { describe, expect, it } from 'vitest'
import { visitorKey } from './rate-limit'

describe('visitorKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['::1', '::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(visitorKey(address)).toBe(key)
  })

  it('counts every spelling of one IPv6 address as one visitor', () => {
    const keys = [
      '2001:DB8::1',
      '2001:db8:0:0::1',
      '[2001:db8::1]:443',
      '[2001:db8::1]',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
    ]
    expect(new Set(keys.map(visitorKey))).toEqual(new Set(['2001:db8::/64']))
  })

  it('counts one IPv6 /64 as one visitor, and the next /64 as another', () => {
    expect(visitorKey('2001:db8:1:2::1')).toBe(visitorKey('2001:db8:1:2:ffff::9'))
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(visitorKey('2001:db8:1:2::1'))
  })
})
