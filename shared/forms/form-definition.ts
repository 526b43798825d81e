import { pageOf, type PageId } from '../pages'
import type { FormValues } from '../validation/form-values'
import type { FieldError, FieldErrors, ValidationResult } from '../validation/validation-result'
import type { TimestampOptions } from '../whatsapp/format-timestamp'

/** What a form's page says around its fields. */
export interface FormText<F extends string> {
  eyebrow: string
  heading: string
  intro: string
  submit: string
  /** Field names, as their labels and the error summary read them. */
  labels: Record<F, string>
  /** What an empty field shows (a select's first option). */
  placeholders: Partial<Record<F, string>>
  /** The line below a field that says what it expects. */
  hints: Partial<Record<F, string>>
}

/** A form's answer to a submission: the chat text to hand over, or what to fix. */
export type Submission<F extends string> =
  { success: true; chatText: string } | { success: false; errors: FieldErrors<F> }

/**
 * Everything about one form that is not the layout of its fields: where it lives, its fields, its
 * texts and toasts, and how a submission is checked and turned into a chat message. The server's
 * POST route, the form page and the island all read it (SPEC §3–§5).
 */
export interface FormDefinition<F extends string = string> {
  /** The form page's row in PAGES. */
  page: PageId
  path: string
  /** The island's name in the page's browser entry (client/entries/<page>.ts). */
  island: string
  /** Element ids are `${prefix}-${field}` (client/forms/field-ids.ts). */
  prefix: string
  fields: readonly F[]
  /** Fields that show a live character count. */
  countedFields: readonly F[]
  text: FormText<F>
  toasts: { invalid: string; success: string }
  /** Validates the values and, when they pass, builds the chat text stamped with `options.now`. */
  submit(values: FormValues<F>, options: TimestampOptions): Submission<F>
  /** The first field in error, checking the fields in order and stopping there. */
  firstError(values: FormValues<F>): FieldError<F> | undefined
}

interface FormSpec<F extends string, T> extends Omit<FormDefinition<F>, 'path' | 'submit' | 'firstError'> {
  validate: (values: FormValues<F>) => ValidationResult<T, F>
  firstError: (values: FormValues<F>) => FieldError<F> | undefined
  formatMessage: (output: T, options: TimestampOptions) => string
}

export function defineForm<F extends string, T>({
  validate,
  formatMessage,
  ...spec
}: FormSpec<F, T>): FormDefinition<F> {
  return {
    ...spec,
    path: pageOf(spec.page).path,
    submit(values, options) {
      const result = validate(values)
      return result.success ? { success: true, chatText: formatMessage(result.output, options) } : result
    },
  }
}
