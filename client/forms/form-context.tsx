import { createContext, useContext, useSyncExternalStore } from 'react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { hintOf, type FieldSpec } from '../../shared/forms/form-field'
import type { FormValues } from '../../shared/validation/form-values'
import { describedBy, fieldId } from './field-ids'
import type { FormState, FormStore } from './form-store'

interface FormContextValue {
  form: FormDefinition
  store: FormStore<string>
  /** What each field holds when the page arrives: empty, or what a failed post sent. */
  initialValues: FormValues<string>
}

export const FormContext = createContext<FormContextValue | null>(null)

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext)
  if (!context) throw new Error('a form field outside FormShell')
  return context
}

/** One slice of the form's state; the component renders again only when that slice changes. */
export function useFormState<T>(select: (state: FormState<string>) => T): T {
  const { store } = useFormContext()
  const snapshot = () => select(store.get())
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}

export type FieldState<K extends FieldSpec = FieldSpec> = ReturnType<typeof useField> & { field: K }

/**
 * Everything a field component needs about a field of `form`, from its name. It renders again when
 * its error changes, and only then.
 */
export function useField(form: FormDefinition, name: string) {
  const { initialValues } = useFormContext()
  const error = useFormState((state) => state.errors[name])
  const field = form.fields[name]!
  const hint = hintOf(field) // the line below it, if any (shared/forms/form-field.ts)
  return {
    name,
    field,
    prefix: form.prefix,
    id: fieldId(form.prefix, name),
    defaultValue: initialValues[name] ?? '',
    hint,
    error,
    describedBy: describedBy(form.prefix, name, Boolean(hint), Boolean(error)),
  }
}
