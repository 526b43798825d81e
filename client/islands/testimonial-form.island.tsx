import { MAX_LENGTH } from '../../shared/constants'
import { FORM_TEXT, TOAST_MESSAGES } from '../../shared/messages'
import type { FormValues } from '../../shared/validation/form-values'
import {
  TESTIMONIAL_FIELDS,
  validateTestimonial,
  type Testimonial,
  type TestimonialField,
} from '../../shared/validation/testimonial-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { formatTestimonialMessage } from '../../shared/whatsapp/format-testimonial-message'
import { ErrorSummary } from '../forms/error-summary'
import { HandoffPanel } from '../forms/handoff-panel'
import { StarRating } from '../forms/star-rating'
import { SubmitArea } from '../forms/submit-area'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import { ToastRegion } from '../forms/toast-region'
import { useFormFlow } from '../forms/use-form-flow'

export const TESTIMONIAL_PATH = '/testimoni'
const PREFIX = 'testimoni'
const COUNTED: readonly TestimonialField[] = ['testimoni']
const T = FORM_TEXT.testimonial
const toMessage = (testimonial: Testimonial, now: Date) => formatTestimonialMessage(testimonial, { now })

export interface TestimonialFormProps {
  whatsappNumber: string
  initialValues: FormValues<TestimonialField>
  initialErrors: FieldErrors<TestimonialField>
}

export function TestimonialForm({ whatsappNumber, initialValues: values, initialErrors }: TestimonialFormProps) {
  const flow = useFormFlow({
    prefix: PREFIX,
    fields: TESTIMONIAL_FIELDS,
    countedFields: COUNTED,
    initialValues: values,
    initialErrors,
    whatsappNumber,
    validate: validateTestimonial,
    toMessage,
    toasts: { invalid: TOAST_MESSAGES.testimonialInvalid, success: TOAST_MESSAGES.testimonialSuccess },
  })
  const { errors } = flow
  return (
    <>
      <form
        className="form-card"
        method="post"
        action={TESTIMONIAL_PATH}
        noValidate
        ref={flow.formRef}
        onChange={flow.onChange}
        onSubmit={flow.onSubmit}
      >
        <ErrorSummary prefix={PREFIX} fields={TESTIMONIAL_FIELDS} labels={T.labels} errors={errors} />
        <div className="form-section">
          <div className="form-grid">
            <TextField prefix={PREFIX} name="namaLengkap" label={T.labels.namaLengkap} defaultValue={values.namaLengkap} maxLength={MAX_LENGTH.name} autoComplete="name" placeholder={T.placeholders.namaLengkap} error={errors.namaLengkap} />
            <TextField prefix={PREFIX} name="namaProyek" label={T.labels.namaProyek} defaultValue={values.namaProyek} maxLength={MAX_LENGTH.projectName} placeholder={T.placeholders.namaProyek} hint={T.hints.namaProyek} error={errors.namaProyek} />
          </div>
          <StarRating prefix={PREFIX} name="rating" legend={T.labels.rating} defaultValue={values.rating} hint={T.hints.rating} error={errors.rating} />
          <TextareaField prefix={PREFIX} name="testimoni" label={T.labels.testimoni} defaultValue={values.testimoni} maxLength={MAX_LENGTH.testimonial} length={flow.lengths.testimoni ?? 0} placeholder={T.placeholders.testimoni} hint={T.hints.testimoni} error={errors.testimoni} rows={6} />
        </div>
        <SubmitArea label={T.submit} busy={flow.busy} />
      </form>
      {flow.chatUrl ? <HandoffPanel url={flow.chatUrl} whatsappNumber={whatsappNumber} /> : null}
      <ToastRegion toast={flow.toast} onDismiss={flow.dismissToast} />
    </>
  )
}
