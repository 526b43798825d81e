/**
 * Element ids derive from the form prefix and the field name (never useId), so the server
 * render, the hydrated island, the error summary links and the tests all agree.
 */
export const fieldId = (prefix: string, field: string): string => `${prefix}-${field}`
export const hintId = (prefix: string, field: string): string => `${prefix}-${field}-hint`
export const errorId = (prefix: string, field: string): string => `${prefix}-${field}-error`

/** The first option of a choice group carries the field id, so `#prefix-field` lands on it. */
export const optionId = (prefix: string, field: string, index: number): string =>
  index === 0 ? fieldId(prefix, field) : `${fieldId(prefix, field)}-${index + 1}`

export const describedBy = (prefix: string, field: string, hasHint: boolean, hasError: boolean): string | undefined =>
  [hasHint ? hintId(prefix, field) : '', hasError ? errorId(prefix, field) : ''].filter(Boolean).join(' ') || undefined
