import * as v from 'valibot'
import { optionalChoice, optionalText, ratingChoice, requiredChoice, requiredText } from '../validation/field-rules'

/** A rule a field's text must also pass, with the message shown when it does not. */
interface TextRule {
  test: (text: string) => boolean
  message: string
}

interface FieldBase<S extends string> {
  label: string
  placeholder?: string
  /** The line below the field that says what it expects. */
  hint?: string
  /** Without it, the field is required. */
  optional?: true
  /** Its part of the form, whose title heads its lines in the chat message. */
  section: S
  /** How it reads in the chat message: its name there if not its label; its value on lines of its own, quoted. */
  chat?: { label?: string; block?: true; quoted?: true }
}

/** One line of text (its input type) or a longer text with a live character count. */
export interface TextField<S extends string = string> extends FieldBase<S> {
  kind: 'text' | 'email' | 'tel' | 'url' | 'textarea'
  maxLength: number
  /** Checked in order after "required": the first that fails is the field's message. */
  rules?: readonly TextRule[]
  autoComplete?: string
}

/** One of a list: a native select, or radios drawn as tiles. */
export interface ChoiceField<S extends string = string> extends FieldBase<S> {
  kind: 'select' | 'radio'
  options: readonly string[]
}

/** A star rating: radios valued 1 to RATING_STARS. */
export interface RatingField<S extends string = string> extends FieldBase<S> {
  kind: 'rating'
  /** What each rating is called, from 0 (none chosen) to RATING_STARS. */
  labels: readonly string[]
}

export type FormField<S extends string = string> = TextField<S> | ChoiceField<S> | RatingField<S>

/** The valibot schema of a field: trimmed text, or a choice; undefined when optional and empty. */
export function fieldSchema(field: FormField): v.GenericSchema<string, string | undefined> {
  switch (field.kind) {
    case 'select':
    case 'radio':
      return field.optional ? optionalChoice(field.options) : requiredChoice(field.options)
    case 'rating':
      return ratingChoice()
    default: {
      let schema: v.GenericSchema<string, string | undefined> = field.optional
        ? optionalText(field.maxLength)
        : requiredText(field.maxLength)
      for (const { test, message } of field.rules ?? [])
        schema = v.pipe(
          schema,
          v.check((text) => text === undefined || test(text), message),
        )
      return schema
    }
  }
}
