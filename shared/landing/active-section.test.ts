import { describe, expect, it } from 'vitest'
import { ACTIVE_SECTION_OFFSET_PX } from '../constants'
import { activeSectionId } from './active-section'

const sections = [
  { id: 'home', top: 0 },
  { id: 'about', top: 800 },
  { id: 'services', top: 1500 },
  { id: 'contact', top: 3000 },
]

describe('activeSectionId', () => {
  it.each([
    ['the first section at the top of the page', 0, 'home'],
    ['the previous section just before the line reaches the next one', 800 - ACTIVE_SECTION_OFFSET_PX - 1, 'home'],
    ['the next section once its top is exactly 150 px below scrollY', 800 - ACTIVE_SECTION_OFFSET_PX, 'about'],
    ['a section in the middle of the page', 2000, 'services'],
    ['the last section when scrolled past it', 5000, 'contact'],
  ])('picks %s', (_case, scrollY, expected) => {
    expect(activeSectionId(sections, scrollY)).toBe(expected)
  })

  it('picks the last section at the bottom of the page even if it never reaches the line', () => {
    expect(activeSectionId(sections, 2500, { atPageBottom: true })).toBe('contact')
  })

  it('picks nothing above the first section, or when there are no sections', () => {
    expect(activeSectionId([{ id: 'about', top: 400 }], 0)).toBeNull()
    expect(activeSectionId([], 100, { atPageBottom: true })).toBeNull()
  })
})
