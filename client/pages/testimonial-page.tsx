import { FORM_TEXT } from '../../shared/messages'
import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { BRAND } from '../../shared/site-content'
import type { FormValues } from '../../shared/validation/form-values'
import type { TestimonialField } from '../../shared/validation/testimonial-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { Document } from '../document'
import { Island } from '../islands/island'
import { TESTIMONIAL_PATH, TestimonialForm } from '../islands/testimonial-form.island'
import { FormPageIntro } from './form-page-intro'
import { PlainLayout } from './plain-layout'

interface TestimonialPageProps {
  site: SiteConfig
  assets: PageAssets
  values: FormValues<TestimonialField>
  errors: FieldErrors<TestimonialField>
}

/** /testimoni: the empty form on GET, or the posted values with their messages after a no-JS post (422). */
export function TestimonialPage({ site, assets, values, errors }: TestimonialPageProps) {
  const T = FORM_TEXT.testimonial
  return (
    <Document
      title={`${T.title} | ${BRAND.name}`}
      description={T.description}
      canonicalPath={TESTIMONIAL_PATH}
      siteUrl={site.siteUrl}
      assets={assets}
      bodyClassName="form-body"
    >
      <PlainLayout>
        <div className="form-page">
          <FormPageIntro eyebrow={T.eyebrow} heading={T.heading} intro={T.intro} />
          <Island
            name="TestimonialForm"
            component={TestimonialForm}
            props={{ whatsappNumber: site.contact.whatsappNumber, initialValues: values, initialErrors: errors }}
          />
        </div>
      </PlainLayout>
    </Document>
  )
}
