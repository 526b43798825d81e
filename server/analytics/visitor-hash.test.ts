import { describe, expect, it } from 'vitest'
import { addressPrefix } from './address-prefix'
import { newSalt, visitorHash } from './visitor-hash'

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36'
const traits = (address: string, userAgent = PHONE) => ({
  prefix: addressPrefix(address),
  userAgent,
  host: 'nusakode.example',
})

describe('a visitor of the day', () => {
  const today = newSalt()

  it('is one visitor however often they come back that day, from another address of their network too', () => {
    expect(visitorHash(today, traits('203.0.113.9'))).toEqual(visitorHash(today, traits('203.0.113.77')))
  })

  it('is another visitor with another browser or from another network', () => {
    const hash = visitorHash(today, traits('203.0.113.9'))
    expect(visitorHash(today, traits('203.0.113.9', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0'))).not.toEqual(hash)
    expect(visitorHash(today, traits('198.51.100.9'))).not.toEqual(hash)
  })

  it('cannot be linked to the same visitor on another day, whose salt is another', () => {
    expect(visitorHash(newSalt(), traits('203.0.113.9'))).not.toEqual(visitorHash(today, traits('203.0.113.9')))
  })

  it('holds nothing of the address it came from', () => {
    const hash = visitorHash(today, traits('203.0.113.9'))
    expect(hash).toHaveLength(16)
    expect(hash.toString('latin1')).not.toContain('203.0.113')
  })
})
