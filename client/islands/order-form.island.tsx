import type { ReactNode } from 'react'
import { ORDER_FORM, type OrderField } from '../../shared/forms/order-form'
import { fieldOf } from '../forms/field'
import { FormShell } from '../forms/form-shell'
import type { FormIslandProps } from '../forms/use-form-controller'
import { island } from '../hydrate-islands'

const Field = fieldOf(ORDER_FORM)
const { sections } = ORDER_FORM

/** The order form's fields in three numbered sections; everything around them is FormShell. */
export function OrderForm(props: FormIslandProps<OrderField>) {
  return (
    <FormShell form={ORDER_FORM} island={props}>
      <FormSection step={1} title={sections.personal}>
        <div className="form-grid">
          <Field name="namaLengkap" wide />
          <Field name="email" />
          <Field name="nomorWhatsApp" />
        </div>
      </FormSection>
      <FormSection step={2} title={sections.project}>
        <Field name="jenisLayanan" />
        <Field name="deskripsiKebutuhan" rows={6} />
        <Field name="desain" />
        <Field name="estimasiWaktu" compact />
        <Field name="budget" />
        <Field name="metodePembayaran" compact />
      </FormSection>
      <FormSection step={3} title={sections.additional}>
        <Field name="referensi" />
        <Field name="catatanTambahan" rows={4} />
      </FormSection>
    </FormShell>
  )
}

function FormSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const headingId = `${ORDER_FORM.prefix}-bagian-${step}`
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

export const ORDER_FORM_ISLAND = island(import.meta.url, { OrderForm })
