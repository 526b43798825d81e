import { MAX_LENGTH } from '../../shared/constants'
import { FORM_TEXT, ORDER_OPTIONS, TOAST_MESSAGES } from '../../shared/messages'
import type { FormValues } from '../../shared/validation/form-values'
import { ORDER_FIELDS, validateOrder, type Order, type OrderField } from '../../shared/validation/order-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { formatOrderMessage } from '../../shared/whatsapp/format-order-message'
import { ErrorSummary } from '../forms/error-summary'
import { HandoffPanel } from '../forms/handoff-panel'
import { RadioGroup } from '../forms/radio-group'
import { SelectField } from '../forms/select-field'
import { SubmitArea } from '../forms/submit-area'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import { ToastRegion } from '../forms/toast-region'
import { useFormFlow } from '../forms/use-form-flow'

export const ORDER_PATH = '/pesanan'
const PREFIX = 'pesanan'
const COUNTED: readonly OrderField[] = ['deskripsiKebutuhan', 'catatanTambahan']
const T = FORM_TEXT.order
const toMessage = (order: Order, now: Date) => formatOrderMessage(order, { now })

export interface OrderFormProps {
  whatsappNumber: string
  initialValues: FormValues<OrderField>
  initialErrors: FieldErrors<OrderField>
}

export function OrderForm({ whatsappNumber, initialValues: values, initialErrors }: OrderFormProps) {
  const flow = useFormFlow({
    prefix: PREFIX,
    fields: ORDER_FIELDS,
    countedFields: COUNTED,
    initialValues: values,
    initialErrors,
    whatsappNumber,
    validate: validateOrder,
    toMessage,
    toasts: { invalid: TOAST_MESSAGES.orderInvalid, success: TOAST_MESSAGES.orderSuccess },
  })
  const { errors } = flow
  const common = { prefix: PREFIX }
  return (
    <>
      <form
        className="form-card"
        method="post"
        action={ORDER_PATH}
        noValidate
        ref={flow.formRef}
        onChange={flow.onChange}
        onSubmit={flow.onSubmit}
      >
        <ErrorSummary prefix={PREFIX} fields={ORDER_FIELDS} labels={T.labels} errors={errors} />
        <section className="form-section" aria-labelledby="pesanan-bagian-1">
          <h2 className="form-section-title" id="pesanan-bagian-1">
            <span className="form-step" aria-hidden="true">1</span>
            {T.sections.personal}
          </h2>
          <div className="form-grid">
            <TextField {...common} className="field-wide" name="namaLengkap" label={T.labels.namaLengkap} defaultValue={values.namaLengkap} maxLength={MAX_LENGTH.name} autoComplete="name" placeholder={T.placeholders.namaLengkap} error={errors.namaLengkap} />
            <TextField {...common} name="email" type="email" label={T.labels.email} defaultValue={values.email} maxLength={MAX_LENGTH.email} autoComplete="email" inputMode="email" placeholder={T.placeholders.email} error={errors.email} />
            <TextField {...common} name="nomorWhatsApp" type="tel" label={T.labels.nomorWhatsApp} defaultValue={values.nomorWhatsApp} maxLength={MAX_LENGTH.phone} autoComplete="tel" inputMode="tel" placeholder={T.placeholders.nomorWhatsApp} hint={T.hints.nomorWhatsApp} error={errors.nomorWhatsApp} />
          </div>
        </section>
        <section className="form-section" aria-labelledby="pesanan-bagian-2">
          <h2 className="form-section-title" id="pesanan-bagian-2">
            <span className="form-step" aria-hidden="true">2</span>
            {T.sections.project}
          </h2>
          <SelectField {...common} name="jenisLayanan" label={T.labels.jenisLayanan} options={ORDER_OPTIONS.jenisLayanan} placeholder={T.selectPlaceholder} defaultValue={values.jenisLayanan} error={errors.jenisLayanan} />
          <TextareaField {...common} name="deskripsiKebutuhan" label={T.labels.deskripsiKebutuhan} defaultValue={values.deskripsiKebutuhan} maxLength={MAX_LENGTH.description} length={flow.lengths.deskripsiKebutuhan ?? 0} placeholder={T.placeholders.deskripsiKebutuhan} hint={T.hints.deskripsiKebutuhan} error={errors.deskripsiKebutuhan} rows={6} />
          <RadioGroup {...common} name="desain" legend={T.labels.desain} options={ORDER_OPTIONS.desain} defaultValue={values.desain} error={errors.desain} />
          <RadioGroup {...common} name="estimasiWaktu" legend={T.labels.estimasiWaktu} options={ORDER_OPTIONS.estimasiWaktu} defaultValue={values.estimasiWaktu} error={errors.estimasiWaktu} compact />
          <RadioGroup {...common} name="budget" legend={T.labels.budget} options={ORDER_OPTIONS.budget} defaultValue={values.budget} error={errors.budget} optional />
          <RadioGroup {...common} name="metodePembayaran" legend={T.labels.metodePembayaran} options={ORDER_OPTIONS.metodePembayaran} defaultValue={values.metodePembayaran} error={errors.metodePembayaran} optional compact />
        </section>
        <section className="form-section" aria-labelledby="pesanan-bagian-3">
          <h2 className="form-section-title" id="pesanan-bagian-3">
            <span className="form-step" aria-hidden="true">3</span>
            {T.sections.additional}
          </h2>
          <TextField {...common} name="referensi" type="url" label={T.labels.referensi} defaultValue={values.referensi} maxLength={MAX_LENGTH.reference} inputMode="url" placeholder={T.placeholders.referensi} hint={T.hints.referensi} error={errors.referensi} optional />
          <TextareaField {...common} name="catatanTambahan" label={T.labels.catatanTambahan} defaultValue={values.catatanTambahan} maxLength={MAX_LENGTH.notes} length={flow.lengths.catatanTambahan ?? 0} placeholder={T.placeholders.catatanTambahan} error={errors.catatanTambahan} optional rows={4} />
        </section>
        <SubmitArea label={T.submit} busy={flow.busy} />
      </form>
      {flow.chatUrl ? <HandoffPanel url={flow.chatUrl} whatsappNumber={whatsappNumber} /> : null}
      <ToastRegion toast={flow.toast} onDismiss={flow.dismissToast} />
    </>
  )
}
