import type { ReactNode } from 'react'
import { MAX_LENGTH } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_TEXT, ORDER_OPTIONS } from '../../shared/messages'
import type { OrderField } from '../../shared/validation/order-schema'
import { FormShell } from '../forms/form-shell'
import { RadioGroup } from '../forms/radio-group'
import { SelectField } from '../forms/select-field'
import { TextField } from '../forms/text-field'
import { TextareaField } from '../forms/textarea-field'
import type { FormIslandProps } from '../forms/use-form-controller'

const SECTIONS = FORM_TEXT.order.sections

/** The order form's fields in three numbered sections; everything around them is FormShell. */
export function OrderForm(props: FormIslandProps<OrderField>) {
  return (
    <FormShell form={ORDER_FORM} island={props}>
      <FormSection step={1} title={SECTIONS.personal}>
        <div className="form-grid">
          <TextField className="field-wide" name="namaLengkap" maxLength={MAX_LENGTH.name} autoComplete="name" />
          <TextField name="email" type="email" maxLength={MAX_LENGTH.email} autoComplete="email" inputMode="email" />
          <TextField name="nomorWhatsApp" type="tel" maxLength={MAX_LENGTH.phone} autoComplete="tel" inputMode="tel" />
        </div>
      </FormSection>
      <FormSection step={2} title={SECTIONS.project}>
        <SelectField name="jenisLayanan" options={ORDER_OPTIONS.jenisLayanan} />
        <TextareaField name="deskripsiKebutuhan" maxLength={MAX_LENGTH.description} rows={6} />
        <RadioGroup name="desain" options={ORDER_OPTIONS.desain} />
        <RadioGroup name="estimasiWaktu" options={ORDER_OPTIONS.estimasiWaktu} compact />
        <RadioGroup name="budget" options={ORDER_OPTIONS.budget} optional />
        <RadioGroup name="metodePembayaran" options={ORDER_OPTIONS.metodePembayaran} optional compact />
      </FormSection>
      <FormSection step={3} title={SECTIONS.additional}>
        <TextField name="referensi" type="url" maxLength={MAX_LENGTH.reference} inputMode="url" optional />
        <TextareaField name="catatanTambahan" maxLength={MAX_LENGTH.notes} optional rows={4} />
      </FormSection>
    </FormShell>
  )
}

/** A numbered part of the order form, named by its heading. */
function FormSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const headingId = `pesanan-bagian-${step}`
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 className="form-section-title" id={headingId}>
        <span className="form-step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}
