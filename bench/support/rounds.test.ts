import { expect, it } from 'vitest'
import { roundOrder } from './rounds'

it('an interleaved round keeps the given order in even rounds and reverses it in odd ones, leaving the given targets as they are', () => {
  const targets = ['floor', '/', '/pesanan']
  expect([0, 1, 2, 3].map((round) => roundOrder(targets, round))).toEqual([
    ['floor', '/', '/pesanan'],
    ['/pesanan', '/', 'floor'],
    ['floor', '/', '/pesanan'],
    ['/pesanan', '/', 'floor'],
  ])
  expect(targets).toEqual(['floor', '/', '/pesanan'])
})
