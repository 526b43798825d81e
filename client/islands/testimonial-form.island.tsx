import { MAX_LENGTH } from '../../shared/constants'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import type { TestimonialField } from '../../shared/validation/testimonial-schema'
import { FormShell } from '../forms/form-shell'
import { StarRating } from '../forms/star-rating'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import type { FormIslandProps } from '../forms/use-form-controller'

/** The testimonial form's fields: name, project, star rating and text; everything around them is FormShell. */
export function TestimonialForm(props: FormIslandProps<TestimonialField>) {
  return (
    <FormShell form={TESTIMONIAL_FORM} island={props}>
      <div className="form-section">
        <div className="form-grid">
          <TextField name="namaLengkap" maxLength={MAX_LENGTH.name} autoComplete="name" />
          <TextField name="namaProyek" maxLength={MAX_LENGTH.projectName} />
        </div>
        <StarRating name="rating" />
        <TextareaField name="testimoni" maxLength={MAX_LENGTH.testimonial} rows={6} />
      </div>
    </FormShell>
  )
}
