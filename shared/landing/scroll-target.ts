import { SCROLL_OFFSET_FULL_PX, SCROLL_OFFSET_SHRUNK_PX } from '../constants'

/** Where to scroll so a section's top sits just below the fixed header, never above the page. */
export function scrollTargetTop(sectionTop: number, headerShrunk: boolean): number {
  const offset = headerShrunk ? SCROLL_OFFSET_SHRUNK_PX : SCROLL_OFFSET_FULL_PX
  return Math.max(0, Math.round(sectionTop - offset))
}
