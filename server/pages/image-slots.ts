/**
 * How wide each kind of content photo is shown: the build makes its widths, the page its `sizes`.
 * CSS pixels as client/styles lays it out (the container is the viewport less 16 px + 5vw up to
 * 72rem, then grid columns and gaps, less a card's borders): change a grid there and its slot here
 * together, or tests/e2e/example-content.spec.ts fails.
 */
import { BREAKPOINTS_EM } from '../../shared/media-queries'
import { CERTIFICATE_PLACEHOLDER } from '../../shared/images/certificate-placeholder'

export interface ImageSlot {
  /** Width to height the photo is cropped to, or null to keep its own proportions. */
  aspect: readonly [width: number, height: number] | null
  crop: 'centre' | 'top'
  /** From `fromEm` on (widest first; the first that applies wins), the photo is `vw`% of the viewport plus `px`. */
  sizes: readonly { fromEm?: number; vw?: number; px: number }[]
}

/** A phone, a tablet, a desktop: at these, at 1× or 2×, the browser finds a version exactly as wide as it needs. */
const DESIGN_VIEWPORTS = [375, 768, 1280] as const
const EM_PX = 16
/** From here on the container stops growing (tokens.css: --container, 72rem, with its gutters). */
const CONTAINER_FULL_EM = 76
const { tablet, desktop } = BREAKPOINTS_EM

export const IMAGE_SLOTS = {
  /** A .certificate-card of .certificate-grid: 2 columns, 3 from 48em, 4 from 64em; the drawn cards' proportions. */
  certificate: {
    aspect: [CERTIFICATE_PLACEHOLDER.width, CERTIFICATE_PLACEHOLDER.height],
    crop: 'centre',
    sizes: [
      { fromEm: CONTAINER_FULL_EM, px: 268 },
      { fromEm: desktop, vw: 25, px: -36 },
      { fromEm: tablet, vw: 31.6667, px: -23.3333 },
      { vw: 47.5, px: -18 },
    ],
  },
  /** A .project-card of .project-grid: 1 column, 2 from 48em, 3 from 64em. */
  project: {
    aspect: [3, 2],
    crop: 'top',
    sizes: [
      { fromEm: CONTAINER_FULL_EM, px: 366 },
      { fromEm: desktop, vw: 33.3333, px: -39.3333 },
      { fromEm: tablet, vw: 47.5, px: -22 },
      { vw: 95, px: -18 },
    ],
  },
  /** .hero-art: below the text up to 24rem wide, beside it from 64em (the grid's 1fr of 2.15fr). */
  hero: {
    aspect: null,
    crop: 'centre',
    sizes: [
      { fromEm: CONTAINER_FULL_EM, px: 513.49 },
      { fromEm: desktop, vw: 46.5117, px: -52.093 },
      { fromEm: 26.32, px: 384 },
      { vw: 95, px: -16 },
    ],
  },
} as const satisfies Record<string, ImageSlot>

export type ImageSlotName = keyof typeof IMAGE_SLOTS

export function sizesAttribute(slot: ImageSlot): string {
  return slot.sizes
    .map(({ fromEm, vw = 0, px }) => {
      const width =
        vw === 0 ? `${px}px` : px === 0 ? `${vw}vw` : `calc(${vw}vw ${px < 0 ? '-' : '+'} ${Math.abs(px)}px)`
      return fromEm === undefined ? width : `(min-width: ${fromEm}em) ${width}`
    })
    .join(', ')
}

/** The photo's width in CSS pixels at a viewport width, as `sizes` tells the browser. */
export function shownWidth(slot: ImageSlot, viewport: number): number {
  const rule = slot.sizes.find(({ fromEm = 0 }) => viewport >= fromEm * EM_PX)!
  return ((rule.vw ?? 0) * viewport) / 100 + rule.px
}

/** Its width at each design viewport at 1× and 2×, smallest first. */
export function renditionWidths(slot: ImageSlot): number[] {
  const widths = DESIGN_VIEWPORTS.flatMap((viewport) => [1, 2].map((density) => shownWidth(slot, viewport) * density))
  // Rounded up: a version a fraction narrower than needed would make the browser take the next one.
  return [...new Set(widths.map((width) => Math.ceil(width - 1e-6)))].sort((a, b) => a - b)
}

/** A photo as the build made it for one slot. */
export interface ResponsiveImage {
  /** The largest version's size, which reserves its space (no layout shift). */
  width: number
  height: number
  avif: readonly Rendition[]
  webp: readonly Rendition[]
}

export interface Rendition {
  url: string
  width: number
}

/** Photos by `imageKey(slot, file)`, in the build's manifest. */
export type ImageTable = Readonly<Record<string, ResponsiveImage>>

export const imageKey = (slot: ImageSlotName, file: string): string => `${slot}/${file}`

export const srcSet = (renditions: readonly Rendition[]): string =>
  renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')
