import { serializeJsonLd, type JsonLd } from '../../../shared/seo/json-ld'

/**
 * Structured data for search engines. A data block (type application/ld+json) is never
 * executed, so `script-src 'self'` does not apply to it and the CSP stays without
 * 'unsafe-inline'. The content is escaped by serializeJsonLd.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
