/**
 * Every media query of the site: scripts use them by key, stylesheets by the key in kebab case
 * (`@media (--desktop)`, replaced by the build's scripts/media-queries-plugin.ts).
 */
export const MEDIA = {
  /** 640 px and up: a phone held sideways or anything wider; two columns of fields, tiles or cards. */
  largePhone: '(min-width: 40em)',
  tablet: '(min-width: 48em)',
  /** 1024 px and up: the header's full nav and top bar, the hero's art beside its text. */
  desktop: '(min-width: 64em)',
  /** Narrower than `desktop`, to the pixel: the nav is a popover menu. */
  belowDesktop: '(max-width: 63.99em)',
  /** Under 400 px: the header's chat button is its icon alone. */
  narrowPhone: '(max-width: 24.99em)',
  /** A pointer that hovers, so hover looks never stick after a tap on a touch screen. */
  hover: '(hover: hover)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** What moves only for visitors who did not ask for less motion. */
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const
