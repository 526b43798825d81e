import * as v from 'valibot'
import type { PageMeta } from '../content-schema'
import type { FormValues } from '../validation/form-values'
import type { FieldErrors } from '../validation/validation-result'
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
  /** `consent`: one sentence beside the button on what may be done with what is sent, where there is any. */
  text: { eyebrow: string; heading: string; intro: string; submit: string; consent?: string }
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
  /** Every field's first message (what the UI shows), or the trimmed values (undefined where an optional field is empty). */
  validate(
    values: FormValues<F>,
  ): { success: true; output: Readonly<Record<F, string | undefined>> } | { success: false; errors: FieldErrors<F> }
  /** The chat text stamped with `options.now`, or what to fix. */
  submit(
    values: FormValues<F>,
    options: TimestampOptions,
  ): { success: true; chatText: string } | { success: false; errors: FieldErrors<F> }
  /** The first field in error, checking the fields in order and stopping there: a failed submit need not check every field. */
  firstError(values: FormValues<F>): { field: F; message: string } | undefined
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
    validate(values) {
      const result = v.safeParse(schema, values, { abortPipeEarly: true })
      if (result.success) return { success: true, output: result.output }
      const errors: FieldErrors<F> = {}
      for (const issue of result.issues) {
        const field = issue.path?.[0]?.key as F | undefined
        if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
      }
      return { success: false, errors }
    },
    submit(values, options) {
      const result = form.validate(values)
      if (!result.success) return result
      return { success: true, chatText: chatMessage(form, result.output, options) }
    },
    firstError(values) {
      for (const field of names) {
        const result = v.safeParse(schema.entries[field], values[field], { abortPipeEarly: true })
        if (!result.success) return { field, message: result.issues[0].message }
      }
      return undefined
    },
  }
  return form
}
