import { describe, expect, it } from 'vitest'
import { IMAGE_SLOTS, renditionWidths, shownWidth, sizesAttribute } from './image-slots'

// A srcset of width descriptors: server/pages/landing/portfolio.test.tsx (a screenshot's picture).
describe('image slots', () => {
  it('write their widths as a sizes attribute, widest viewports first', () => {
    expect(sizesAttribute(IMAGE_SLOTS.certificate)).toBe(
      '(min-width: 76em) 268px, (min-width: 64em) calc(25vw - 36px), (min-width: 48em) calc(31.6667vw - 23.3333px), calc(47.5vw - 18px)',
    )
  })

  it('give a certificate’s width as the grid lays it out: 2, 3 then 4 columns, less the card’s borders', () => {
    expect(shownWidth(IMAGE_SLOTS.certificate, 375)).toBeCloseTo((375 - 2 * (8 + 0.025 * 375) - 16) / 2 - 2, 2)
    expect(shownWidth(IMAGE_SLOTS.certificate, 768)).toBeCloseTo((768 - 2 * (8 + 0.025 * 768) - 48) / 3 - 2, 2)
    expect(shownWidth(IMAGE_SLOTS.certificate, 1100)).toBeCloseTo((1100 - 64 - 72) / 4 - 2, 2)
    expect(shownWidth(IMAGE_SLOTS.certificate, 1280)).toBe(268)
  })

  it('give the hero photo’s width below the text up to 24rem, then beside it', () => {
    expect(shownWidth(IMAGE_SLOTS.hero, 375)).toBeCloseTo(340.25, 2)
    expect(shownWidth(IMAGE_SLOTS.hero, 768)).toBe(384)
    expect(shownWidth(IMAGE_SLOTS.hero, 1100)).toBeCloseTo((1100 - 64 - 48) / 2.15, 1)
    expect(shownWidth(IMAGE_SLOTS.hero, 1280)).toBeCloseTo((1152 - 48) / 2.15, 1)
  })

  it('make each design viewport’s width at 1× and 2×, rounded up to whole pixels', () => {
    expect(renditionWidths(IMAGE_SLOTS.certificate)).toEqual([161, 220, 268, 321, 440, 536])
    expect(renditionWidths(IMAGE_SLOTS.project)).toEqual([339, 343, 366, 677, 686, 732])
    expect(renditionWidths(IMAGE_SLOTS.hero)).toEqual([341, 384, 514, 681, 768, 1027])
  })
})
