/** Where the layout changes, in em (16 px): the media queries below and the photos' sizes (image-slots.ts) follow. */
export const BREAKPOINTS_EM = {
  /** 400 px: under it, the header's chat button is its icon alone. */
  narrowPhone: 25,
  /** 640 px: a phone held sideways or anything wider; two columns of fields, tiles or cards. */
  largePhone: 40,
  /** 768 px: three columns of cards. */
  tablet: 48,
  /** 1024 px: the header's full nav and top bar, the hero's art beside its text, four columns. */
  desktop: 64,
} as const

/** Up to, not including, a breakpoint: to the hundredth of an em, so no width falls between two queries. */
const below = (em: number) => `(max-width: ${em - 0.01}em)`

/**
 * Every media query of the site: scripts use them by key, stylesheets by the key in kebab case
 * (`@media (--desktop)`, replaced by the build's scripts/media-queries-plugin.ts).
 */
export const MEDIA = {
  largePhone: `(min-width: ${BREAKPOINTS_EM.largePhone}em)`,
  tablet: `(min-width: ${BREAKPOINTS_EM.tablet}em)`,
  desktop: `(min-width: ${BREAKPOINTS_EM.desktop}em)`,
  /** Narrower than `desktop`: the nav is a popover menu. */
  belowDesktop: below(BREAKPOINTS_EM.desktop),
  narrowPhone: below(BREAKPOINTS_EM.narrowPhone),
  /** A pointer that hovers, so hover looks never stick after a tap on a touch screen. */
  hover: '(hover: hover)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** What moves only for visitors who did not ask for less motion. */
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const
