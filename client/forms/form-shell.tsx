import type { ReactNode } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ErrorSummary } from './error-summary'
import { FormContext } from './form-context'
import type { FormStore } from './form-store'
import { HandoffPanel } from './handoff-panel'
import { SubmitArea } from './submit-area'
import { ToastRegion } from './toast-region'
import { useFormController, type FormIslandProps } from './use-form-controller'

interface FormShellProps<F extends string> {
  form: FormDefinition<F>
  /** What the server gave the form's island. */
  island: FormIslandProps<F>
  /** The form's own fields, each found by its name in the form's texts and values. */
  children: ReactNode
}

/**
 * What every form has around its fields: a native POST to its own path (the no-JS fallback),
 * the error summary, the submit button, the WhatsApp hand-off and the toasts, each reading its own
 * part of the form's state.
 */
export function FormShell<F extends string>({ form, island, children }: FormShellProps<F>) {
  const { store, formRef, onChange, onSubmit, onSubmitClick, onHandedOff } = useFormController(form, island)
  return (
    <FormContext value={{ form, store: store as FormStore<string>, initialValues: island.initialValues }}>
      <form
        className="form-card"
        method="post"
        action={form.path}
        noValidate
        ref={formRef}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <ErrorSummary />
        {children}
        <SubmitArea label={form.text.submit} consent={form.text.consent} onClick={onSubmitClick} />
      </form>
      <HandoffPanel whatsappNumber={island.whatsappNumber} onHandedOff={onHandedOff} />
      <ToastRegion />
    </FormContext>
  )
}
