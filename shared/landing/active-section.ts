import { ACTIVE_SECTION_OFFSET_PX } from '../constants'

export interface SectionPosition {
  id: string
  /** Distance of the section's top edge from the top of the document, in px. */
  top: number
}

/**
 * The section in view: the last one (in document order) whose top lies at or above
 * `scrollY + offset`. At the very bottom of the page the last section counts, because a short
 * final section can never reach that line. Null above the first section.
 */
export function activeSectionId(
  sections: readonly SectionPosition[],
  scrollY: number,
  { atPageBottom = false, offset = ACTIVE_SECTION_OFFSET_PX }: { atPageBottom?: boolean; offset?: number } = {},
): string | null {
  if (atPageBottom && sections.length > 0) return sections[sections.length - 1]!.id
  const line = scrollY + offset
  let active: string | null = null
  for (const section of sections) {
    if (section.top <= line) active = section.id
  }
  return active
}
