import { expect, it } from 'vitest'
import { scrollTargetTop } from './scroll-target'

it.each([
  ['leaves 64 px above the section while the header is shrunk', 1000, true, 936],
  ['leaves 96 px above the section while the header is full height', 1000, false, 904],
  ['never scrolls above the top of the page', 40, false, 0],
  ['rounds fractional positions to whole pixels', 1000.6, true, 937],
])('scrollTargetTop %s', (_case, top, shrunk, expected) => {
  expect(scrollTargetTop(top, shrunk)).toBe(expected)
})
