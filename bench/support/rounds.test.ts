import { describe, expect, it } from 'vitest'
import { roundOrder } from './rounds'

describe('the order of an interleaved round', () => {
  it('keeps the given order in even rounds and reverses it in odd ones, leaving the given targets as they are', () => {
    const targets = ['floor', '/', '/pesanan']
    expect([0, 1, 2, 3].map((round) => roundOrder(targets, round))).toEqual([
      ['floor', '/', '/pesanan'],
      ['/pesanan', '/', 'floor'],
      ['floor', '/', '/pesanan'],
      ['/pesanan', '/', 'floor'],
    ])
    expect(targets).toEqual(['floor', '/', '/pesanan'])
  })
})
