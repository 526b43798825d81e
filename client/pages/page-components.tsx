import type { ReactElement } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import type { PageAssets } from '../../shared/page-assets'
import type { PageId } from '../../shared/pages'
import type { SiteConfig } from '../../shared/site-config'
import { emptyValues } from '../../shared/validation/form-values'
import { FormPage } from './form-page'
import { LandingPage } from './landing-page'

export interface PageProps {
  site: SiteConfig
  assets: PageAssets
}

const emptyForm = <F extends string>(form: FormDefinition<F>) =>
  function EmptyFormPage(props: PageProps) {
    return <FormPage form={form} values={emptyValues(form.names)} errors={{}} {...props} />
  }

/** The component of each row of PAGES (shared/pages.ts), as the server renders it for every visitor. */
export const PAGE_COMPONENTS: Record<PageId, (props: PageProps) => ReactElement> = {
  landing: LandingPage,
  order: emptyForm(ORDER_FORM),
  testimonial: emptyForm(TESTIMONIAL_FORM),
}
