import { describe, expect, it } from 'vitest'
import { roundOrder } from './rounds'

describe('the order of an interleaved round', () => {
  it('keeps the given order in even rounds and reverses it in odd ones', () => {
    const targets = ['floor', '/', '/pesanan']
    expect([0, 1, 2, 3].map((round) => roundOrder(targets, round))).toEqual([
      ['floor', '/', '/pesanan'],
      ['/pesanan', '/', 'floor'],
      ['floor', '/', '/pesanan'],
      ['/pesanan', '/', 'floor'],
    ])
  })

  it('leaves the targets it is given as they are', () => {
    const targets = ['floor', '/']
    roundOrder(targets, 1)
    expect(targets).toEqual(['floor', '/'])
  })
})
