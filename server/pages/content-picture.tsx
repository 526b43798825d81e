import { IMAGE_SLOTS, imageKey, sizesAttribute, srcSet, type ImageSlotName, type ImageTable } from './image-slots'

interface ContentPictureProps {
  images: ImageTable
  slot: ImageSlotName
  file: string
  alt: string
  loading: 'lazy' | 'eager'
}

/** A content photo as the build made it: AVIF where the browser takes it, else WebP. */
export function ContentPicture({ images, slot, file, alt, loading }: ContentPictureProps) {
  const image = images[imageKey(slot, file)]
  if (!image) throw new Error(`the build made no ${slot} image of ${file}: run \`npm run build\``)
  const sizes = sizesAttribute(IMAGE_SLOTS[slot])
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <img
        src={image.webp.at(-1)!.url}
        srcSet={srcSet(image.webp)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  )
}
