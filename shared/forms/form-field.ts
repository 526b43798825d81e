import * as v from 'valibot'
import { FORM_TEXT } from './form-messages'
import { optionalChoice, optionalText, ratingChoice, requiredChoice, requiredText } from '../validation/rules'

interface SpecBase<S extends string, K extends string> {
  kind: K
  label: string
  placeholder?: string
  /** The line below the field that says what it expects; a minimum length says itself. */
  hint?: string
  /** Without it, the field is required. */
  optional?: true
  /** Its part of the form, whose title heads its lines in the chat message. */
  section: S
  /** How it reads in the chat message: its name there if not its label; its value on lines of its own, quoted. */
  chat?: { label?: string; block?: true; quoted?: true }
}

interface TextSpec<S extends string, K extends string> extends SpecBase<S, K> {
  maxLength: number
  /** The fewest characters, trimmed, and the message that names it: the check and both texts follow from it. */
  minLength?: { length: number; message: (length: number) => string }
  /** Checked in order after the lengths: the first that fails is the field's message. */
  rules?: readonly { test: (text: string) => boolean; message: string }[]
  autoComplete?: string
}

export type TextInputSpec<S extends string = string> = TextSpec<S, 'text' | 'email' | 'tel' | 'url'>

/** Over several lines, with a live character count. */
export type LongTextSpec<S extends string = string> = TextSpec<S, 'long-text'>

/** A native select, or radios drawn as tiles. */
export interface ChoiceSpec<S extends string = string> extends SpecBase<S, 'select' | 'radio'> {
  options: readonly string[]
}

/** Radios valued 1 to RATING_STARS. */
export interface RatingSpec<S extends string = string> extends SpecBase<S, 'rating'> {
  /** What each rating is called, from 0 (none chosen) to RATING_STARS. */
  labels: readonly string[]
}

export type FieldSpec<S extends string = string> = TextInputSpec<S> | LongTextSpec<S> | ChoiceSpec<S> | RatingSpec<S>

/** Its own hint, else the minimum length it asks for. */
export function hintOf(field: FieldSpec): string | undefined {
  const minLength = 'minLength' in field ? field.minLength : undefined
  return field.hint ?? (minLength && FORM_TEXT.minLengthHint(minLength.length))
}

/** Trimmed text, or a choice; undefined when optional and empty. */
export function fieldSchema(field: FieldSpec): v.GenericSchema<string, string | undefined> {
  switch (field.kind) {
    case 'select':
    case 'radio':
      return field.optional ? optionalChoice(field.options) : requiredChoice(field.options)
    case 'rating':
      return ratingChoice()
    default: {
      const { minLength } = field
      const rules = [
        ...(minLength
          ? [{ test: (text: string) => text.length >= minLength.length, message: minLength.message(minLength.length) }]
          : []),
        ...(field.rules ?? []),
      ]
      let schema: v.GenericSchema<string, string | undefined> = field.optional
        ? optionalText(field.maxLength)
        : requiredText(field.maxLength)
      for (const { test, message } of rules)
        schema = v.pipe(
          schema,
          v.check((text) => text === undefined || test(text), message),
        )
      return schema
    }
  }
}
