/** The stylesheets, one a kind of page (client/styles/pages/<name>.css); status pages have their own. */
export const STYLESHEETS = ['landing', 'form', 'status'] as const
export type Stylesheet = (typeof STYLESHEETS)[number]

/**
 * Every page of the site, one row each. The server renders and serves them from this table, the
 * build makes one browser entry per row, the sitemap lists them and the tests walk them: adding a
 * page is one row here, its title and description in the content (PAGE_META, by its id) and one
 * component in client/pages/page-components.tsx.
 */
export interface PageDefinition {
  /** Names the page's browser entry (client/entries/<id>.ts) and its row in the build manifest. */
  id: string
  path: string
  inSitemap: boolean
  /** Its stylesheet, inlined into its HTML: client/styles/pages/<stylesheet>.css. */
  stylesheet: Stylesheet
  /** The most JavaScript the page may load, brotli-compressed, in KiB (tests/e2e/budgets.spec.ts). */
  jsBudgetKib: number
}

export const PAGES = [
  {
    id: 'landing',
    path: '/',
    inSitemap: true,
    stylesheet: 'landing',
    jsBudgetKib: 64,
  },
  {
    id: 'order',
    path: '/pesanan',
    inSitemap: true,
    stylesheet: 'form',
    jsBudgetKib: 70,
  },
  {
    id: 'testimonial',
    path: '/testimoni',
    inSitemap: true,
    stylesheet: 'form',
    jsBudgetKib: 70,
  },
] as const satisfies readonly PageDefinition[]

export type Page = (typeof PAGES)[number]
export type PageId = Page['id']

export function pageOf(id: PageId): Page {
  return PAGES.find((page) => page.id === id)!
}
