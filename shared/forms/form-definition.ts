import * as v from 'valibot'
import type { PageMeta } from '../content-schema'
import type { FormValues } from '../validation/form-values'
import {
  firstErrorWith,
  validateWith,
  type FieldError,
  type FieldErrors,
  type ValidationResult,
} from '../validation/validation-result'
import type { TimestampOptions } from '../whatsapp/format-timestamp'
import { chatMessage, type ChatWording } from './chat-message'
import { fieldSchema, type FieldSpec } from './form-field'

/** What a form is made of: written once per form in shared/forms/<form>.ts. */
interface FormSpec<S extends string> {
  /** Its page's path, where it posts without JavaScript too. */
  path: string
  /** Its page's title and description, unless the content's PAGE_META gives them. */
  meta: PageMeta
  /** Element ids are `${prefix}-${field}` (client/forms/field-ids.ts). */
  prefix: string
  text: { eyebrow: string; heading: string; intro: string; submit: string }
  toasts: { invalid: string; success: string }
  /** The form's parts: each one's title (on the form and in the chat message), or null. */
  sections: Readonly<Record<S, string | null>>
  chat: ChatWording
}

/**
 * One form and what follows from its fields: their names in order, one valibot schema (the
 * server's and the browser's) and the chat message a submission becomes.
 */
export interface FormDefinition<F extends string = string> extends FormSpec<string> {
  /** Every field, in the form's order. */
  fields: Readonly<Record<F, FieldSpec>>
  names: readonly F[]
  /** Every field's message, or the trimmed values (undefined where an optional field is empty). */
  validate(values: FormValues<F>): ValidationResult<Readonly<Record<F, string | undefined>>, F>
  /** The chat text stamped with `options.now`, or what to fix. */
  submit(
    values: FormValues<F>,
    options: TimestampOptions,
  ): { success: true; chatText: string } | { success: false; errors: FieldErrors<F> }
  /** The first field in error, checking the fields in order and stopping there. */
  firstError(values: FormValues<F>): FieldError<F> | undefined
}

/** The table and the parts keep their precise types. */
export function defineForm<
  Sections extends Readonly<Record<string, string | null>>,
  Fields extends Readonly<Record<string, FieldSpec<keyof Sections & string>>>,
>(
  spec: FormSpec<keyof Sections & string> & { sections: Sections; fields: Fields },
): FormDefinition<keyof Fields & string> & { sections: Sections; fields: Fields } {
  type S = keyof Sections & string
  type F = keyof Fields & string
  const fields: Readonly<Record<F, FieldSpec<S>>> = spec.fields
  const names = Object.keys(fields) as F[]
  const entries = Object.fromEntries(names.map((name) => [name, fieldSchema(fields[name])]))
  const schema = v.object(entries as Record<F, ReturnType<typeof fieldSchema>>)
  const form: FormDefinition<F> & { sections: Sections; fields: Fields } = {
    ...spec,
    names,
    validate: (values) => validateWith(schema, values),
    submit(values, options) {
      const result = form.validate(values)
      if (!result.success) return result
      return { success: true, chatText: chatMessage(form, result.output, options) }
    },
    firstError: (values) => firstErrorWith(schema, names, values),
  }
  return form
}
