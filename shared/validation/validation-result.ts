import * as v from 'valibot'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

export type ValidationResult<T, F extends string> =
  { success: true; output: T } | { success: false; errors: FieldErrors<F> }

/** Runs a form schema and keeps the first message per field, which is what the UI shows. */
export function validateWith<S extends v.GenericSchema, F extends string>(
  schema: S,
  values: Record<F, string>,
): ValidationResult<v.InferOutput<S>, F> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true })
  if (result.success) return { success: true, output: result.output }
  const errors: FieldErrors<F> = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as F | undefined
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return { success: false, errors }
}

export interface FieldError<F extends string> {
  field: F
  message: string
}

/** The first field, in the form's order, the schema refuses: a failed submit need not check every field. */
export function firstErrorWith<F extends string>(
  schema: { entries: Record<F, v.GenericSchema> },
  fields: readonly F[],
  values: Record<F, string>,
): FieldError<F> | undefined {
  for (const field of fields) {
    const result = v.safeParse(schema.entries[field], values[field], { abortPipeEarly: true })
    if (!result.success) return { field, message: result.issues[0].message }
  }
  return undefined
}
