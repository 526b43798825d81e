import type { ComponentType } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import type { PageAssets } from '../../shared/page-assets'
import { PAGE_META } from '#content'
import type { SiteConfig } from '../../shared/site-config'
import type { FormValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import type { FormIslandProps } from '../forms/use-form-controller'
import { Document } from '../document'
import { Island } from '../islands/island'
import { OrderForm } from '../islands/order-form.island'
import { TestimonialForm } from '../islands/testimonial-form.island'
import { FormPageIntro } from './form-page-intro'
import { PlainLayout } from './plain-layout'

/** Each form's island, by the name its page's browser entry knows it by. */
// The islands' props differ by their field names; each is only ever given its own form's values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FORM_ISLANDS: Record<string, ComponentType<FormIslandProps<any>>> = {
  [ORDER_FORM.island]: OrderForm,
  [TESTIMONIAL_FORM.island]: TestimonialForm,
}

interface FormPageProps<F extends string> {
  form: FormDefinition<F>
  site: SiteConfig
  assets: PageAssets
  values: FormValues<F>
  errors: FieldErrors<F>
}

/**
 * A form's page: the plain layout, the heading block and the form's island. Empty on GET; after a
 * post without JavaScript that failed validation (422), the posted values with their messages.
 */
export function FormPage<F extends string>({ form, site, assets, values, errors }: FormPageProps<F>) {
  const island: FormIslandProps<F> = {
    whatsappNumber: site.contact.whatsappNumber,
    initialValues: values,
    initialErrors: errors,
  }
  return (
    <Document
      page={{ ...PAGE_META[form.page], path: form.path }}
      siteUrl={site.siteUrl}
      assets={assets}
      bodyClassName="form-body"
      serviceWorker={site.serviceWorker}
    >
      <PlainLayout>
        <div className="form-page">
          <FormPageIntro eyebrow={form.text.eyebrow} heading={form.text.heading} intro={form.text.intro} />
          <Island name={form.island} component={FORM_ISLANDS[form.island]!} props={island} />
        </div>
      </PlainLayout>
    </Document>
  )
}
