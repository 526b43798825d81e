import { MEDIA } from '../../shared/media-queries'

/** How a scroll the page makes itself moves: at once for a visitor who asked for less motion, else smoothly. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia(MEDIA.reducedMotion).matches ? 'instant' : 'smooth'
