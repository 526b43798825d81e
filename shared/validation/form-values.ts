export type FormValues<F extends string> = Record<F, string>

export function emptyValues<F extends string>(fields: readonly F[]): FormValues<F> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as FormValues<F>
}

/**
 * Turns an untrusted parsed body into one string per known field. A repeated key keeps its
 * first value (as FormData.get does); anything that is not a string counts as empty.
 */
export function readFormValues<F extends string>(fields: readonly F[], body: unknown): FormValues<F> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const values = emptyValues(fields)
  for (const field of fields) {
    const raw = Object.hasOwn(source, field) ? source[field] : undefined
    const first = Array.isArray(raw) ? raw[0] : raw
    if (typeof first === 'string') values[field] = first
  }
  return values
}
