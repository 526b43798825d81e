import type { ReactElement } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { emptyValues, type FormValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import type { FormIslandProps } from '../../client/forms/use-form-controller'
import type { Island } from '../../client/hydrate-islands'
import { Document } from './document'
import { placeIsland } from './island'
import { PlainLayout } from './plain-layout'
import type { PageViewProps, SitePage } from './site-page'

/**
 * The most JavaScript a form's page may load (brotli, KiB, headers included): React, the forms'
 * code, its island and the site script, four files; the order form's came to 71.2 in November 2026.
 */
const FORM_JS_BUDGET_KIB = 72

/** What a post without JavaScript sent, and what is wrong with it (the page's 422). */
interface FilledForm<F extends string> {
  values: FormValues<F>
  errors: FieldErrors<F>
}

export interface FormPage<F extends string = string> extends SitePage {
  form: FormDefinition<F>
  filled(props: PageViewProps, filled: FilledForm<F>): ReactElement
}

/** The page of a form, whose one island is the form, held by tsc to the form's props. */
export function formPage<F extends string>(
  form: FormDefinition<F>,
  formIsland: Island<string, FormIslandProps<F>>,
): FormPage<F> {
  const page = (props: PageViewProps, { values, errors }: FilledForm<F>, draft: boolean) => (
    <Document {...props} bodyClassName="form-body">
      <PlainLayout>
        <div className="form-page">
          <header className="page-intro">
            <p className="page-eyebrow">{form.text.eyebrow}</p>
            <h1 className="page-title">{form.text.heading}</h1>
            <p className="page-lead">{form.text.intro}</p>
          </header>
          {draft ? (
            <p className="draft-notice" role="status" hidden>
              {FORM_TEXT.draftRestored}
            </p>
          ) : null}
          {placeIsland(formIsland, {
            whatsappNumber: props.site.contact.whatsappNumber,
            initialValues: values,
            initialErrors: errors,
          })}
          {draft ? <script dangerouslySetInnerHTML={{ __html: props.assets.inline.restoreDraft.code }} /> : null}
        </div>
      </PlainLayout>
    </Document>
  )
  return {
    path: form.path,
    stylesheet: 'form',
    jsBudgetKib: FORM_JS_BUDGET_KIB,
    islands: [formIsland],
    meta: form.meta,
    // Empty for every visitor, with the visitor's draft put back in the browser.
    render: (props) => page(props, { values: emptyValues(form.names), errors: {} }, true),
    form,
    // What a post without JavaScript sent: no draft put over it.
    filled: (props, filled) => page(props, filled, false),
  }
}
