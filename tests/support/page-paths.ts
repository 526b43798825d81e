import { PAGES } from '../../server/pages/site-pages'

/** Every page's path, from the page table. */
export const PAGE_PATHS = PAGES.map((page) => page.path)
