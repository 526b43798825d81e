import { createContext, useContext, type ReactNode } from 'react'
import { fieldId } from './field-ids'
import { useFormState, type FormStore } from './form-store'

interface FormContextValue {
  /** Element ids are `${prefix}-${field}` (field-ids.ts). */
  prefix: string
  store: FormStore<string>
}

const FormContext = createContext<FormContextValue | null>(null)

export function FormProvider({ prefix, store, children }: FormContextValue & { children: ReactNode }) {
  return <FormContext.Provider value={{ prefix, store }}>{children}</FormContext.Provider>
}

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext)
  if (!context) throw new Error('a form field outside FormShell')
  return context
}

/** A field's id, prefix and current error, for its component; it renders again when its error changes. */
export function useField(name: string) {
  const { prefix, store } = useFormContext()
  const error = useFormState(store, (state) => state.errors[name])
  return { prefix, id: fieldId(prefix, name), error }
}

/** Characters typed so far in a field that counts them. */
export function useFieldLength(name: string): number {
  const { store } = useFormContext()
  return useFormState(store, (state) => state.lengths[name] ?? 0)
}
