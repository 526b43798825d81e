import { describe, expect, it } from 'vitest'
import { canonicalPath } from './canonical-redirects'

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/pesanan', '/pesanan'],
    ['/PESANAN', '/pesanan'],
    ['/Testimoni/', '/testimoni'],
    ['//pesanan', '/pesanan'],
    ['/pesanan//', '/pesanan'],
    ['///', '/'],
  ])('writes %s as %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical)
  })
})
