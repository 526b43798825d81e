import type { ReactNode } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ErrorSummary } from './error-summary'
import { HandoffPanel } from './handoff-panel'
import { SubmitArea } from './submit-area'
import { ToastRegion } from './toast-region'
import type { FormFlow } from './use-form-flow'

interface FormShellProps<F extends string> {
  form: FormDefinition<F>
  formRef: FormFlow<F>['formRef']
  flow: Omit<FormFlow<F>, 'formRef'>
  whatsappNumber: string
  /** The form's own fields. */
  children: ReactNode
}

/**
 * What every form has around its fields: a native POST to its own path (the no-JS fallback),
 * the error summary, the submit button, the WhatsApp hand-off and the toasts.
 */
export function FormShell<F extends string>({ form, formRef, flow, whatsappNumber, children }: FormShellProps<F>) {
  return (
    <>
      <form
        className="form-card"
        method="post"
        action={form.path}
        noValidate
        ref={formRef}
        onChange={flow.onChange}
        onSubmit={flow.onSubmit}
      >
        <ErrorSummary prefix={form.prefix} fields={form.fields} labels={form.text.labels} errors={flow.errors} />
        {children}
        <SubmitArea label={form.text.submit} busy={flow.busy} />
      </form>
      {flow.chatUrl ? <HandoffPanel url={flow.chatUrl} whatsappNumber={whatsappNumber} /> : null}
      <ToastRegion toast={flow.toast} onDismiss={flow.dismissToast} />
    </>
  )
}
