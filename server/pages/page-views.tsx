import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import type { PageId } from '../../shared/pages'
import { islands as orderIslands } from '../../client/pages/order'
import { islands as testimonialIslands } from '../../client/pages/testimonial'
import { formPage, type FormPageView, type PageView } from './form-page'
import { LandingPage } from './landing-page'

/** How the server renders each row of PAGES (shared/pages.ts); a form's page names its island. */
export const PAGE_VIEWS = {
  landing: LandingPage,
  order: formPage(ORDER_FORM, orderIslands, 'OrderForm'),
  testimonial: formPage(TESTIMONIAL_FORM, testimonialIslands, 'TestimonialForm'),
} satisfies Record<PageId, PageView>

/** Every form's page: each gets a POST route for the no-JS path (server/routes/form-routes.tsx). */
export const FORM_PAGES: readonly FormPageView[] = Object.values(PAGE_VIEWS).filter(
  (view): view is FormPageView => 'form' in view,
)
