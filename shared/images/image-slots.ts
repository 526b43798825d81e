/**
 * Where each kind of content photo is shown, read by the build (which widths to make) and by the
 * landing page (the `sizes` that lets the browser fetch the smallest file that is sharp enough).
 * Widths are CSS pixels as client/styles lays the image out: the container is the viewport less
 * two gutters of 8 px + 2.5vw (16 px + 5vw in all) up to 72rem, then grid columns and gaps, less a
 * card's 1 px borders. Change a grid there and its slot here together;
 * tests/e2e/example-content.spec.ts fails if they drift.
 */
import { CERTIFICATE_PLACEHOLDER } from './certificate-placeholder'

export interface ImageSlot {
  /** Width to height the photo is cropped to, or null to keep its own proportions. */
  aspect: readonly [width: number, height: number] | null
  /** The part of the photo a crop keeps: a web page's top, a certificate's middle. */
  crop: 'centre' | 'top'
  /** Its width at every viewport, widest viewports first: the page's `sizes`, and the build's widths. */
  sizes: readonly SizeRule[]
}

/** From a viewport width on (the first rule that applies wins), the photo is `vw`% of it plus `px`. */
interface SizeRule {
  fromEm?: number
  vw?: number
  px: number
}

/**
 * The viewports the widths are made for: a phone, a tablet, a desktop. At these, with 1× or 2×
 * pixels, the browser finds a version exactly as wide as it needs (it takes the smallest one at
 * least that wide); elsewhere, the next wider one.
 */
const DESIGN_VIEWPORTS = [375, 768, 1280] as const
const EM_PX = 16

export const IMAGE_SLOTS = {
  /** A .certificate-card of .certificate-grid: 2 columns, 3 from 48em, 4 from 64em; the drawn cards' proportions. */
  certificate: {
    aspect: [CERTIFICATE_PLACEHOLDER.width, CERTIFICATE_PLACEHOLDER.height],
    crop: 'centre',
    sizes: [
      { fromEm: 76, px: 268 },
      { fromEm: 64, vw: 25, px: -36 },
      { fromEm: 48, vw: 31.6667, px: -23.3333 },
      { vw: 47.5, px: -18 },
    ],
  },
  /** A .project-card of .project-grid: 1 column, 2 from 48em, 3 from 64em. */
  project: {
    aspect: [3, 2],
    crop: 'top',
    sizes: [
      { fromEm: 76, px: 366 },
      { fromEm: 64, vw: 33.3333, px: -39.3333 },
      { fromEm: 48, vw: 47.5, px: -22 },
      { vw: 95, px: -18 },
    ],
  },
  /** .hero-art: below the text up to 24rem wide, beside it from 64em (the grid's 1fr of 2.15fr). */
  hero: {
    aspect: null,
    crop: 'centre',
    sizes: [
      { fromEm: 76, px: 513.49 },
      { fromEm: 64, vw: 46.5117, px: -52.093 },
      { fromEm: 26.32, px: 384 },
      { vw: 95, px: -16 },
    ],
  },
} as const satisfies Record<string, ImageSlot>

export type ImageSlotName = keyof typeof IMAGE_SLOTS

/** The slot's `sizes` attribute. */
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

/** The widths the build makes for a slot: its width at each design viewport at 1× and 2×, smallest first. */
export function renditionWidths(slot: ImageSlot): number[] {
  const widths = DESIGN_VIEWPORTS.flatMap((viewport) => [1, 2].map((density) => shownWidth(slot, viewport) * density))
  // Rounded up: a version a fraction narrower than needed would make the browser take the next one.
  return [...new Set(widths.map((width) => Math.ceil(width - 1e-6)))].sort((a, b) => a - b)
}

/** A photo as the build made it for one slot: what the page's `<picture>` needs. */
export interface ResponsiveImage {
  /** The largest version's size: the `width` and `height` that reserve its space (no layout shift). */
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

/** A photo is made once for each slot it is shown in. */
export const imageKey = (slot: ImageSlotName, file: string): string => `${slot}/${file}`

/** `srcset` of some versions of a photo. */
export const srcSet = (renditions: readonly Rendition[]): string =>
  renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')
