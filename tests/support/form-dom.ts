import { fireEvent, screen, within } from '@testing-library/react'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { FORM_TEXT } from '../../shared/forms/form-messages'

/**
 * A form as a visitor finds it in the DOM (component tests, jsdom): each field by its label, a
 * choice group by its legend, an option by its name.
 */

/** The control a visitor types into or picks from, found by its label. */
export const control = (form: FormDefinition, name: string): HTMLElement =>
  screen.getByLabelText(form.fields[name]!.label, { exact: false })

/** A radio group (choices, stars), found by its legend. */
export const group = (form: FormDefinition, name: string): HTMLElement =>
  screen.getByRole('radiogroup', { name: new RegExp(`^${form.fields[name]!.label}`) })

/** Fills the form as a visitor does: types each text, picks each option. */
export function fillForm(form: FormDefinition, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue
    const field = form.fields[name]!
    if (field.kind !== 'radio' && field.kind !== 'rating') fireEvent.change(control(form, name), { target: { value } })
    else {
      // A star is named by its number and its label, a choice by its value.
      const option = field.kind === 'rating' ? FORM_TEXT.star(Number(value), field.labels[Number(value)]!) : value
      fireEvent.click(within(group(form, name)).getByRole('radio', { name: option }))
    }
  }
}
