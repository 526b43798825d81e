import { MEDIA } from '../../shared/media-queries'

const reducedMotion = () => window.matchMedia(MEDIA.reducedMotion)

export const prefersReducedMotion = (): boolean => reducedMotion().matches

export function onMotionPreferenceChange(change: () => void): () => void {
  const query = reducedMotion()
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}

/** How a scroll the page makes itself moves: at once for a visitor who asked for less motion, else smoothly. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'instant' : 'smooth')
