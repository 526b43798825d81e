import { mkdtempSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_SLOTS, renditionWidths, type ResponsiveImage } from '../../server/pages/image-slots'
import { processImages, type ImageOutput } from './process-images'

const dir = mkdtempSync(join(tmpdir(), 'images-'))
const output: ImageOutput = {
  sourceDir: join(dir, 'content'),
  outDir: join(dir, 'public/images'),
  urlPath: '/images',
  cacheDir: join(dir, 'cache'),
}
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A photo as a phone saves it: JPEG, with the camera's EXIF (orientation, GPS position). */
async function phonePhoto(file: string, width: number, height: number, orientation = 1): Promise<void> {
  const photo = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .composite([
      {
        input: { create: { width: width / 2, height: height / 2, channels: 3, background: '#fbbf24' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitude: '6/1 10/1 0/1' } })
    .toBuffer()
  await writeFile(join(output.sourceDir, file), photo)
}

const sizeOf = async (url: string) => {
  const { width, height, format, exif } = await sharp(join(output.outDir, basename(url))).metadata()
  return { width, height, format, exif }
}

beforeAll(async () => {
  await mkdir(output.sourceDir, { recursive: true })
  await phonePhoto('Sertifikat React (1).JPG', 1500, 1000)
  await phonePhoto('small.jpg', 300, 200)
  await phonePhoto('portrait.jpg', 1200, 900, 6) // stored sideways: a 900 × 1200 portrait photo
})

describe('processing the owner’s photos', () => {
  let certificate: ResponsiveImage

  beforeAll(async () => {
    const table = await processImages([{ slot: 'certificate', file: 'Sertifikat React (1).JPG' }], output)
    certificate = table['certificate/Sertifikat React (1).JPG']!
  })

  it('makes AVIF and WebP versions at each width the slot shows it at, 1× and 2×, in its proportions, without the photo’s metadata (a phone photo’s location stays on the phone)', async () => {
    expect((await sharp(join(output.sourceDir, 'Sertifikat React (1).JPG')).metadata()).exif).toBeDefined()
    const [aspectWidth, aspectHeight] = IMAGE_SLOTS.certificate.aspect
    const heightOf = (width: number) => Math.round((width * aspectHeight) / aspectWidth)
    for (const [format, versions] of Object.entries({ heif: certificate.avif, webp: certificate.webp })) {
      expect(versions.map((version) => version.width)).toEqual(renditionWidths(IMAGE_SLOTS.certificate))
      for (const { url, width } of versions)
        expect(await sizeOf(url)).toEqual({ format, width, height: heightOf(width), exif: undefined })
    }
    expect(certificate.height).toBe(heightOf(certificate.width))
  })

  it('names each version for the URL: the photo’s name made safe, the width, a hash of photo and settings', () => {
    expect(certificate.webp[0]!.url).toMatch(/^\/images\/sertifikat-react-1-certificate-161\.[0-9a-f]{10}\.webp$/)
  })

  it('never copies the original', async () => {
    const original = await readFile(join(output.sourceDir, 'Sertifikat React (1).JPG'))
    for (const file of await readdir(output.outDir)) {
      expect(file).not.toMatch(/\.jpe?g$/i)
      expect((await readFile(join(output.outDir, file))).equals(original)).toBe(false)
    }
  })

  it('never enlarges a photo smaller than a width: the widest version is the photo’s own', async () => {
    const table = await processImages([{ slot: 'project', file: 'small.jpg' }], output)
    const widths = table['project/small.jpg']!.webp.map((version) => version.width)
    expect(Math.max(...widths)).toBe(300)
    expect(widths).toEqual([...new Set(widths)])
  })

  it('turns a photo stored sideways upright before it keeps its proportions (the hero’s slot)', async () => {
    const table = await processImages([{ slot: 'hero', file: 'portrait.jpg' }], output)
    const hero = table['hero/portrait.jpg']!
    expect(hero.height).toBeGreaterThan(hero.width)
    const { data, info } = await sharp(join(output.outDir, basename(hero.webp.at(-1)!.url)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([hero.width, hero.height])
    // The photo's yellow corner, stored top left, is top right once turned upright.
    const isYellowAt = (x: number) => data[(5 * info.width + x) * info.channels + 2]! < 128
    expect([isYellowAt(5), isYellowAt(info.width - 5)]).toEqual([false, true])
  })

  it('reuses a version made by an earlier build instead of encoding it again', async () => {
    const version = certificate.webp[0]!
    const marker = Buffer.from('made earlier')
    await writeFile(join(output.cacheDir, basename(version.url)), marker)
    const rebuilt = { ...output, outDir: join(dir, 'rebuilt') } // the other tests read the first build's
    await processImages([{ slot: 'certificate', file: 'Sertifikat React (1).JPG' }], rebuilt)
    expect(await readFile(join(rebuilt.outDir, basename(version.url)))).toEqual(marker)
  })
})
