import { MAX_LENGTH } from '../../shared/constants'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT } from '../../shared/messages'
import type { TestimonialField } from '../../shared/validation/testimonial-schema'
import { FormShell } from '../forms/form-shell'
import { StarRating } from '../forms/star-rating'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import { useFormController, type FormIslandProps } from '../forms/use-form-controller'

const T = FORM_TEXT.testimonial

/** The testimonial form's fields: name, project, star rating and text; everything around them is FormShell. */
export function TestimonialForm(props: FormIslandProps<TestimonialField>) {
  const controller = useFormController(TESTIMONIAL_FORM, props)
  const values = props.initialValues
  return (
    <FormShell form={TESTIMONIAL_FORM} controller={controller} whatsappNumber={props.whatsappNumber}>
      <div className="form-section">
        <div className="form-grid">
          <TextField
            name="namaLengkap"
            label={T.labels.namaLengkap}
            defaultValue={values.namaLengkap}
            maxLength={MAX_LENGTH.name}
            autoComplete="name"
            placeholder={T.placeholders.namaLengkap}
          />
          <TextField
            name="namaProyek"
            label={T.labels.namaProyek}
            defaultValue={values.namaProyek}
            maxLength={MAX_LENGTH.projectName}
            placeholder={T.placeholders.namaProyek}
            hint={T.hints.namaProyek}
          />
        </div>
        <StarRating name="rating" legend={T.labels.rating} defaultValue={values.rating} hint={T.hints.rating} />
        <TextareaField
          name="testimoni"
          label={T.labels.testimoni}
          defaultValue={values.testimoni}
          maxLength={MAX_LENGTH.testimonial}
          placeholder={T.placeholders.testimoni}
          hint={T.hints.testimoni}
          rows={6}
        />
      </div>
    </FormShell>
  )
}
