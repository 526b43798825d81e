import { describe, expect, it } from 'vitest'
import { formatPhoneNumber, phoneHref } from './format-phone-number'

describe('formatPhoneNumber', () => {
  it.each([
    ['a 13-digit number', '6281234567890', '+62 812-3456-7890'],
    ['a 12-digit number', '628123456789', '+62 812-3456-789'],
    ['a number with separators', '62 812-3456-7890', '+62 812-3456-7890'],
    ['a 9-digit number (shortest with country code)', '628123456', '+62 812-3456'],
    ['a number without the country code', '081234567890', '081234567890'],
  ])('writes %s nicely', (_case, input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected)
  })
})

it('phoneHref links the international number', () => {
  expect(phoneHref('62 812-3456-7890')).toBe('tel:+6281234567890')
})
