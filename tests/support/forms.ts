import { FORM_PAGES } from '../../server/pages/site-pages'

/** Every form of the site, as its page renders it. */
export const FORMS = FORM_PAGES.map((page) => page.form)
