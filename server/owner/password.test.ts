import { expect, it } from 'vitest'
import { hashPassword, parsePasswordHash, passwordMatches } from './password'

it('a hash opens with its password only, and holds neither the password nor a character compose would expand', async () => {
  const text = await hashPassword('kopi-tubruk-2026')
  expect(text).toMatch(/^scrypt:15:8:1:[\w-]+:[\w-]{43}$/)
  expect(text).not.toContain('kopi')
  const hash = parsePasswordHash(text)!
  expect(await passwordMatches('kopi-tubruk-2026', hash)).toBe(true)
  expect(await passwordMatches('kopi-tubruk-2027', hash)).toBe(false)
  expect(await passwordMatches('', hash)).toBe(false)
})

it('two hashes of one password differ by their salt', async () => {
  expect(await hashPassword('sama')).not.toBe(await hashPassword('sama'))
})

it.each([
  '',
  'kopi-tubruk-2026',
  'scrypt:15:8:1:abc:def',
  'scrypt:30:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
])('"%s" is not a hash', (text) => {
  expect(parsePasswordHash(text)).toBeUndefined()
})
