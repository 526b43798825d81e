import { HERO } from '#content'
import { IMAGE_SLOTS, imageKey, sizesAttribute, srcSet, type ImageTable } from '../image-slots'
import { MEDIA } from '../../../shared/media-queries'
import { UI_TEXT } from '../../../shared/messages'
import { ContentPicture } from '../content-picture'
import { LandingIsland } from './landing-island'
import { ChatLink } from './chat-link'
import { LandingSection } from './landing-section'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

export function Hero({ chatUrl, images }: { chatUrl: string; images: ImageTable }) {
  return (
    <LandingSection id="home" className="hero on-dark" layout="hero-grid">
      <div className="hero-copy">
        <p className="eyebrow">{HERO.eyebrow}</p>
        <h1 id="home-title">{HERO.title}</h1>
        <p className="hero-lead">{HERO.lead}</p>
        <div className="hero-actions">
          <ChatLink href={chatUrl} className="button button-accent button-lg" placement="hero">
            {UI_TEXT.consultCta}
          </ChatLink>
          <a className="button button-outline-light button-lg" href="#services">
            {UI_TEXT.seeServices}
            <LineIcon shape={SECTION_SHAPES.arrowRight} />
          </a>
        </div>
        <LandingIsland name="StatCounters" props={{}} />
      </div>
      <div className="hero-art">
        {HERO.photo ? (
          <ContentPicture images={images} slot="hero" file={HERO.photo.file} alt={HERO.photo.alt} loading="eager" />
        ) : (
          <img
            src="/images/hero-illustration.svg"
            width={560}
            height={440}
            alt={HERO.illustrationAlt}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
    </LandingSection>
  )
}

/**
 * The hero's photo is the largest paint of a desktop's first screen: asked for first, as AVIF (every
 * browser that preloads `imagesrcset` takes it). On a phone it is below the text and waits its turn.
 */
export function heroPhotoPreload(images: ImageTable) {
  const image = HERO.photo && images[imageKey('hero', HERO.photo.file)]
  if (!image) return undefined
  return {
    href: image.avif.at(-1)!.url,
    imageSrcSet: srcSet(image.avif),
    imageSizes: sizesAttribute(IMAGE_SLOTS.hero),
    type: 'image/avif',
    media: MEDIA.desktop,
  }
}
