import { PAGE_META } from '#content'
import { ORDER_FORM } from '../../shared/forms/order-form'
import type { PageMeta } from '../../shared/content-schema'
import type { SiteConfig } from '../site-config'
import { pageAssets, type AssetManifest } from '../asset-manifest'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { ORDER_FORM_ISLAND } from '../../client/islands/order-form.island'
import { TESTIMONIAL_FORM_ISLAND } from '../../client/islands/testimonial-form.island'
import { formPage, type FormPage } from './form-page'
import { LANDING_ISLANDS } from './landing/landing-island'
import { LandingPage } from './landing-page'
import { PRIVACY_META, PrivacyPage } from './privacy-page'
import { PRIVACY_PATH } from './privacy-path'
import type { PageViewProps, SitePage } from './site-page'

/** Every page of the site by its id: the server, the build, the sitemap and the tests read them here. */
const SITE_PAGES = {
  landing: {
    path: '/',
    stylesheet: 'landing',
    jsBudgetKib: 64,
    islands: LANDING_ISLANDS,
    render: LandingPage,
  },
  order: { ...formPage(ORDER_FORM, ORDER_FORM_ISLAND), goal: true },
  testimonial: formPage(TESTIMONIAL_FORM, TESTIMONIAL_FORM_ISLAND),
  privacy: {
    path: PRIVACY_PATH,
    stylesheet: 'prose',
    // No island: only the site script (client/site/), counting's included.
    jsBudgetKib: 4,
    islands: [],
    meta: PRIVACY_META,
    render: PrivacyPage,
  },
} satisfies Record<string, SitePage>

export type PageId = keyof typeof SITE_PAGES
/** The ids of the pages that carry a form. */
export type FormPageId = { [Id in PageId]: (typeof SITE_PAGES)[Id] extends { form: unknown } ? Id : never }[PageId]

/**
 * The pages, each with its id and its title: the content's, else its own. Read when a page is
 * rendered, after the build's content check, which names a missing one in a line of its own.
 */
export const PAGES = Object.entries(SITE_PAGES).map(([id, page]) => ({
  ...page,
  id: id as PageId,
  get meta(): PageMeta {
    const meta = PAGE_META[id] ?? ('meta' in page ? page.meta : undefined)
    if (!meta) throw new Error(`content error: PAGE_META.${id}: missing`)
    return meta
  },
}))

/** The pages as the content check sees them: a page with a title of its own may go without one there. */
export const CONTENT_PAGES = Object.entries(SITE_PAGES).map(([id, page]) => ({ id, hasOwnMeta: 'meta' in page }))

export function viewPropsOf(page: (typeof PAGES)[number], site: SiteConfig, manifest: AssetManifest): PageViewProps {
  return { site, assets: pageAssets(manifest, page), path: page.path, meta: page.meta }
}

/** Each also gets a POST route, the no-JS path (server/routes/form-routes.tsx). */
export const FORM_PAGES = PAGES.filter((page): page is (typeof PAGES)[number] & FormPage => 'form' in page)
