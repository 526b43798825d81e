import { createContext, useContext, type ReactNode } from 'react'
import type { FormText } from '../../shared/forms/form-definition'
import type { FormValues } from '../../shared/validation/form-values'
import { describedBy, fieldId } from './field-ids'
import { useFormState, type FormStore } from './form-store'

interface FormContextValue {
  /** Element ids are `${prefix}-${field}` (field-ids.ts). */
  prefix: string
  store: FormStore<string>
  /** Each field's label, placeholder and hint. */
  text: FormText<string>
  /** What each field holds when the page arrives: empty, or what a failed post sent. */
  initialValues: FormValues<string>
}

const FormContext = createContext<FormContextValue | null>(null)

export function FormProvider({ children, ...value }: FormContextValue & { children: ReactNode }) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>
}

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext)
  if (!context) throw new Error('a form field outside FormShell')
  return context
}

/**
 * Everything a field component needs about its field, from the field's name alone: ids, texts,
 * initial value and current error. It renders again when its error changes, and only then.
 */
export function useField(name: string) {
  const { prefix, store, text, initialValues } = useFormContext()
  const error = useFormState(store, (state) => state.errors[name])
  const hint = text.hints[name]
  return {
    prefix,
    id: fieldId(prefix, name),
    label: text.labels[name] ?? '',
    placeholder: text.placeholders[name],
    hint,
    defaultValue: initialValues[name] ?? '',
    error,
    describedBy: describedBy(prefix, name, Boolean(hint), Boolean(error)),
  }
}

/** Characters typed so far in a field that counts them. */
export function useFieldLength(name: string): number {
  const { store } = useFormContext()
  return useFormState(store, (state) => state.lengths[name] ?? 0)
}
