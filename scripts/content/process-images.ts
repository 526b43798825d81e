import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import {
  IMAGE_SLOTS,
  imageKey,
  renditionWidths,
  type ImageSlotName,
  type ImageTable,
  type Rendition,
  type ResponsiveImage,
} from '../../server/pages/image-slots'

/** A photo of the content folder, and the slot it is shown in. */
export interface ImageUse {
  slot: ImageSlotName
  file: string
}

export interface ImageOutput {
  /** The content folder's images/. */
  sourceDir: string
  /** Where the versions go (in the built public folder), and the URL that folder is served at. */
  outDir: string
  urlPath: string
  /** Versions made before, by name: encoding AVIF is slow, and a name says exactly what is in it. */
  cacheDir: string
}

/**
 * Settings of every version; changing them changes every name (and so the cache and browsers'
 * copies). AVIF at quality 50 and WebP at 75 look alike. AVIF effort 3 rather than sharp's 4:
 * measured on a certificate photo's six versions, 2.4 % more bytes for a quarter of the time
 * (0.3 s against 1.2 s), which keeps a build of a dozen new photos to seconds.
 */
const ENCODING = { avif: { quality: 50, effort: 3 }, webp: { quality: 75, effort: 4 } } as const
/** Bumped when the way versions are made changes, so earlier ones are not reused. */
const PIPELINE = 2

/**
 * Makes AVIF and WebP versions of each photo at the widths its slot shows it at (1× and 2×, never
 * wider than the photo), cropped to the slot's proportions, upright (EXIF orientation applied) and
 * without metadata (a phone photo's location stays on the owner's phone). The originals are not
 * copied. Each version's name holds its width and a hash of the photo and the settings, so it is
 * served as immutable and a changed photo gets new names.
 */
export async function processImages(uses: readonly ImageUse[], output: ImageOutput): Promise<ImageTable> {
  await Promise.all([mkdir(output.outDir, { recursive: true }), mkdir(output.cacheDir, { recursive: true })])
  const table: Record<string, ResponsiveImage> = {}
  for (const [key, use] of new Map(uses.map((use) => [imageKey(use.slot, use.file), use])))
    table[key] = await processImage(use, output)
  return table
}

async function processImage({ slot: slotName, file }: ImageUse, output: ImageOutput): Promise<ResponsiveImage> {
  const slot = IMAGE_SLOTS[slotName]
  const source = await readFile(join(output.sourceDir, file))
  // Its size as it is meant to be seen: a phone's portrait photo is stored sideways.
  const { width: sourceWidth, height: sourceHeight } = (await sharp(source).metadata()).autoOrient
  const aspect = slot.aspect ?? [sourceWidth, sourceHeight]
  // The widest the crop can be without enlarging the photo.
  const widest = Math.min(sourceWidth, Math.floor((sourceHeight * aspect[0]) / aspect[1]))
  const widths = [...new Set(renditionWidths(slot).map((width) => Math.min(width, widest)))]
  const heightOf = (width: number) => Math.round((width * aspect[1]) / aspect[0])
  const hash = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ slot, ENCODING, PIPELINE }))
    .digest('hex')
    .slice(0, 10)
  const name = `${slugOf(file)}-${slotName}`

  // Decoded, turned upright and cropped once, at the widest version; every version is made from that.
  const largest = Math.max(...widths)
  let cropped: Promise<{ data: Buffer; info: OutputInfo }> | undefined
  const croppedOnce = () =>
    (cropped ??= sharp(source)
      .autoOrient()
      .resize({ width: largest, height: heightOf(largest), fit: 'cover', position: slot.crop })
      .raw()
      .toBuffer({ resolveWithObject: true }))

  // One format's versions, smallest first as the widths are.
  const versions = (format: keyof typeof ENCODING) =>
    Promise.all(
      widths.map(async (width): Promise<Rendition> => {
        const fileName = `${name}-${width}.${hash}.${format}`
        const cached = join(output.cacheDir, fileName)
        if (!(await copiedFrom(cached, join(output.outDir, fileName)))) {
          const { data, info } = await croppedOnce()
          const resized = sharp(data, { raw: info }).resize({ width, height: heightOf(width), fit: 'fill' })
          const bytes = await resized.toFormat(format, ENCODING[format]).toBuffer()
          await Promise.all([writeFile(join(output.outDir, fileName), bytes), writeFile(cached, bytes)])
        }
        return { url: `${output.urlPath}/${fileName}`, width }
      }),
    )
  const [avif, webp] = await Promise.all([versions('avif'), versions('webp')])
  return { width: largest, height: heightOf(largest), avif, webp }
}

/** Whether a version made before was there to copy. */
const copiedFrom = (cached: string, target: string) =>
  copyFile(cached, target).then(
    () => true,
    () => false,
  )

/** "Foto Sertifikat (1).JPG" → "foto-sertifikat-1": safe in a URL, recognisable in the network panel. */
const slugOf = (file: string) =>
  basename(file, extname(file))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image'
