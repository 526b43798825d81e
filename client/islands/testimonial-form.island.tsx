import { TESTIMONIAL_FORM, type TestimonialField } from '../../shared/forms/testimonial-form'
import { fieldOf } from '../forms/field'
import { FormShell } from '../forms/form-shell'
import type { FormIslandProps } from '../forms/use-form-controller'
import { island } from '../hydrate-islands'

const Field = fieldOf(TESTIMONIAL_FORM)

/** The testimonial form's fields: name, project, star rating and text; everything around them is FormShell. */
export function TestimonialForm(props: FormIslandProps<TestimonialField>) {
  return (
    <FormShell form={TESTIMONIAL_FORM} island={props}>
      <div className="form-section">
        <div className="form-grid">
          <Field name="namaLengkap" />
          <Field name="namaProyek" />
        </div>
        <Field name="rating" />
        <Field name="testimoni" rows={6} />
      </div>
    </FormShell>
  )
}

export const TESTIMONIAL_FORM_ISLAND = island(import.meta.url, { TestimonialForm })
