import { OPEN_GRAPH_IMAGE, absoluteUrl } from '../../../shared/seo/site-meta'
import { OPEN_GRAPH_IMAGE_ALT, OPEN_GRAPH_LOCALE } from '../../../shared/seo/page-meta'
import { BRAND } from '#content'

interface SocialMetaProps {
  title: string
  description: string
  url: string
  siteUrl: string
}

/** Open Graph and Twitter card tags: what a shared link shows in chats and social feeds. */
export function SocialMeta({ title, description, url, siteUrl }: SocialMetaProps) {
  const image = absoluteUrl(siteUrl, OPEN_GRAPH_IMAGE.path)
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALE} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={OPEN_GRAPH_IMAGE.type} />
      <meta property="og:image:width" content={String(OPEN_GRAPH_IMAGE.width)} />
      <meta property="og:image:height" content={String(OPEN_GRAPH_IMAGE.height)} />
      <meta property="og:image:alt" content={OPEN_GRAPH_IMAGE_ALT} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={OPEN_GRAPH_IMAGE_ALT} />
    </>
  )
}
