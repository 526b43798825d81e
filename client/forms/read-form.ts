import { readFormValues, type FormValues } from '../../shared/validation/form-values'

/** What is in the form right now, read the same way the server reads a post. */
export function readForm<F extends string>(form: HTMLFormElement, fields: readonly F[]): FormValues<F> {
  return readFormValues(fields, Object.fromEntries(new FormData(form)))
}
