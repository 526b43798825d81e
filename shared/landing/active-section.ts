import { ACTIVE_SECTION_OFFSET_PX } from '../constants'

/**
 * The section in view: the last one whose top (from the document's) lies at or above the offset
 * line. At the very bottom of the page the last section counts, because a short final section can
 * never reach that line. Null above the first section.
 */
export function activeSectionId(
  sections: readonly { id: string; top: number }[],
  scrollY: number,
  { atPageBottom = false } = {},
): string | null {
  if (atPageBottom && sections.length > 0) return sections[sections.length - 1]!.id
  const line = scrollY + ACTIVE_SECTION_OFFSET_PX
  let active: string | null = null
  for (const section of sections) {
    if (section.top <= line) active = section.id
  }
  return active
}
