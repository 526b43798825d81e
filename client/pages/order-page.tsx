import { TEAM_REPLY_PROMISE } from '../../shared/constants'
import { FORM_TEXT } from '../../shared/messages'
import type { PageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { BRAND } from '../../shared/site-content'
import type { FormValues } from '../../shared/validation/form-values'
import type { OrderField } from '../../shared/validation/order-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { Document } from '../document'
import { Island } from '../islands/island'
import { ORDER_PATH, OrderForm } from '../islands/order-form.island'
import { FormPageIntro } from './form-page-intro'
import { PlainLayout } from './plain-layout'

interface OrderPageProps {
  site: SiteConfig
  assets: PageAssets
  values: FormValues<OrderField>
  errors: FieldErrors<OrderField>
}

/** /pesanan: the empty form on GET, or the posted values with their messages after a no-JS post (422). */
export function OrderPage({ site, assets, values, errors }: OrderPageProps) {
  const T = FORM_TEXT.order
  return (
    <Document
      title={`${T.title} | ${BRAND.name}`}
      description={T.description}
      canonicalPath={ORDER_PATH}
      siteUrl={site.siteUrl}
      assets={assets}
      bodyClassName="form-body"
    >
      <PlainLayout>
        <div className="form-page">
          <FormPageIntro eyebrow={T.eyebrow} heading={T.heading} intro={`${T.intro} ${TEAM_REPLY_PROMISE}.`} />
          <Island
            name="OrderForm"
            component={OrderForm}
            props={{ whatsappNumber: site.contact.whatsappNumber, initialValues: values, initialErrors: errors }}
          />
        </div>
      </PlainLayout>
    </Document>
  )
}
