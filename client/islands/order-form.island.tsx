import { MAX_LENGTH } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_TEXT, ORDER_OPTIONS } from '../../shared/messages'
import type { OrderField } from '../../shared/validation/order-schema'
import { FormShell } from '../forms/form-shell'
import { RadioGroup } from '../forms/radio-group'
import { SelectField } from '../forms/select-field'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import { useFormController, type FormIslandProps } from '../forms/use-form-controller'

const T = FORM_TEXT.order

/** The order form's fields in three numbered sections; everything around them is FormShell. */
export function OrderForm(props: FormIslandProps<OrderField>) {
  const controller = useFormController(ORDER_FORM, props)
  const values = props.initialValues
  return (
    <FormShell form={ORDER_FORM} controller={controller} whatsappNumber={props.whatsappNumber}>
      <section className="form-section" aria-labelledby="pesanan-bagian-1">
        <h2 className="form-section-title" id="pesanan-bagian-1">
          <span className="form-step" aria-hidden="true">
            1
          </span>
          {T.sections.personal}
        </h2>
        <div className="form-grid">
          <TextField
            className="field-wide"
            name="namaLengkap"
            label={T.labels.namaLengkap}
            defaultValue={values.namaLengkap}
            maxLength={MAX_LENGTH.name}
            autoComplete="name"
            placeholder={T.placeholders.namaLengkap}
          />
          <TextField
            name="email"
            type="email"
            label={T.labels.email}
            defaultValue={values.email}
            maxLength={MAX_LENGTH.email}
            autoComplete="email"
            inputMode="email"
            placeholder={T.placeholders.email}
          />
          <TextField
            name="nomorWhatsApp"
            type="tel"
            label={T.labels.nomorWhatsApp}
            defaultValue={values.nomorWhatsApp}
            maxLength={MAX_LENGTH.phone}
            autoComplete="tel"
            inputMode="tel"
            placeholder={T.placeholders.nomorWhatsApp}
            hint={T.hints.nomorWhatsApp}
          />
        </div>
      </section>
      <section className="form-section" aria-labelledby="pesanan-bagian-2">
        <h2 className="form-section-title" id="pesanan-bagian-2">
          <span className="form-step" aria-hidden="true">
            2
          </span>
          {T.sections.project}
        </h2>
        <SelectField
          name="jenisLayanan"
          label={T.labels.jenisLayanan}
          options={ORDER_OPTIONS.jenisLayanan}
          placeholder={T.selectPlaceholder}
          defaultValue={values.jenisLayanan}
        />
        <TextareaField
          name="deskripsiKebutuhan"
          label={T.labels.deskripsiKebutuhan}
          defaultValue={values.deskripsiKebutuhan}
          maxLength={MAX_LENGTH.description}
          placeholder={T.placeholders.deskripsiKebutuhan}
          hint={T.hints.deskripsiKebutuhan}
          rows={6}
        />
        <RadioGroup
          name="desain"
          legend={T.labels.desain}
          options={ORDER_OPTIONS.desain}
          defaultValue={values.desain}
        />
        <RadioGroup
          name="estimasiWaktu"
          legend={T.labels.estimasiWaktu}
          options={ORDER_OPTIONS.estimasiWaktu}
          defaultValue={values.estimasiWaktu}
          compact
        />
        <RadioGroup
          name="budget"
          legend={T.labels.budget}
          options={ORDER_OPTIONS.budget}
          defaultValue={values.budget}
          optional
        />
        <RadioGroup
          name="metodePembayaran"
          legend={T.labels.metodePembayaran}
          options={ORDER_OPTIONS.metodePembayaran}
          defaultValue={values.metodePembayaran}
          optional
          compact
        />
      </section>
      <section className="form-section" aria-labelledby="pesanan-bagian-3">
        <h2 className="form-section-title" id="pesanan-bagian-3">
          <span className="form-step" aria-hidden="true">
            3
          </span>
          {T.sections.additional}
        </h2>
        <TextField
          name="referensi"
          type="url"
          label={T.labels.referensi}
          defaultValue={values.referensi}
          maxLength={MAX_LENGTH.reference}
          inputMode="url"
          placeholder={T.placeholders.referensi}
          hint={T.hints.referensi}
          optional
        />
        <TextareaField
          name="catatanTambahan"
          label={T.labels.catatanTambahan}
          defaultValue={values.catatanTambahan}
          maxLength={MAX_LENGTH.notes}
          placeholder={T.placeholders.catatanTambahan}
          optional
          rows={4}
        />
      </section>
    </FormShell>
  )
}
