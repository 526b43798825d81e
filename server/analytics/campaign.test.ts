import { expect, it } from 'vitest'
import { campaignValue, referrerHost } from './campaign'

it('keeps a campaign value trimmed, in lower case and 40 characters at most', () => {
  expect(campaignValue('  Instagram_Bio ')).toBe('instagram_bio')
  expect(campaignValue('x'.repeat(41))).toBe('x'.repeat(40))
  expect(campaignValue(undefined)).toBe('')
})

it('keeps a referrer only when it is another site', () => {
  expect(referrerHost('L.Instagram.com', 'nusakode.example')).toBe('l.instagram.com')
  expect(referrerHost('Nusakode.example', 'nusakode.example')).toBe('')
  expect(referrerHost(undefined, 'nusakode.example')).toBe('')
})
