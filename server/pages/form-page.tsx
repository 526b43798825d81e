import type { ReactElement, ReactNode } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import type { PageAssets } from '../asset-manifest'
import { PAGE_META } from '#content'
import type { SiteConfig } from '../../shared/site-config'
import { emptyValues, type FormValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import type { FormIslandProps } from '../../client/forms/use-form-controller'
import { Document } from './document'
import { FormPageIntro } from './form-page-intro'
import { placeIsland } from './island'
import { PlainLayout } from './plain-layout'

/** What every page is rendered from. */
interface PageViewProps {
  site: SiteConfig
  assets: PageAssets
}

/** How the server renders a page for every visitor (server/pages/page-views.tsx has one per page). */
export type PageView = (props: PageViewProps) => ReactElement

/** What a post without JavaScript sent, and what is wrong with it. */
interface FilledForm<F extends string> {
  values: FormValues<F>
  errors: FieldErrors<F>
}

/** A form's page: empty for every visitor, or filled with a failed post (the no-JS path's 422). */
export interface FormPageView<F extends string = string> extends PageView {
  form: FormDefinition<F>
  filled(props: PageViewProps, filled: FilledForm<F>): ReactElement
}

/**
 * The page of a form: the plain layout, the heading block and the form's island, `name` among the
 * page's `islands` (client/pages/<page>.ts), which tsc holds to the form's props.
 */
export function formPage<F extends string, N extends string>(
  form: FormDefinition<F>,
  islands: { readonly [K in N]: (props: FormIslandProps<F>) => ReactNode },
  name: N,
): FormPageView<F> {
  const filled = ({ site, assets }: PageViewProps, { values, errors }: FilledForm<F>) => (
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
          {placeIsland(name, islands[name], {
            whatsappNumber: site.contact.whatsappNumber,
            initialValues: values,
            initialErrors: errors,
          })}
        </div>
      </PlainLayout>
    </Document>
  )
  const empty = (props: PageViewProps) => filled(props, { values: emptyValues(form.names), errors: {} })
  return Object.assign(empty, { form, filled })
}
