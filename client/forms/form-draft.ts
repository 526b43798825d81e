/**
 * A form's draft: what the visitor typed and has not sent yet, kept in this tab only
 * (sessionStorage) so that a reload, or a tab the phone discarded and brings back, does not lose it.
 * A new tab starts empty, closing the tab forgets it, the hand-off to WhatsApp removes it, and
 * nothing of it leaves the browser: no localStorage, cookie, cache or request. Storage that refuses
 * (some private modes, a full quota) or a draft that no longer fits the form (a field renamed, an
 * option gone, a text too long) only means less is put back.
 */
const keyOf = (form: HTMLFormElement) => `draft:${form.getAttribute('action')}`

/** Keeps the form's values as its draft; a form with nothing in it keeps none, so a visit alone writes nothing. */
export function saveDraft(form: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  if (Object.values(values).every((value) => value === '')) return removeDraft(form)
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify(values))
  } catch {
    // No draft, then: the form works as before.
  }
}

/** Forgets the form's draft: what it held has been sent, and the next visitor of this tab may be someone else. */
export function removeDraft(form: HTMLFormElement): void {
  try {
    sessionStorage.removeItem(keyOf(form))
  } catch {
    // Storage refused: there was no draft to remove.
  }
}

/**
 * Puts the form's draft back into its fields, each only where it still fits, exactly as if typed
 * or chosen; returns whether anything was.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  let restored = false
  for (const [name, value] of Object.entries(readDraft(form))) {
    if (typeof value === 'string' && value !== '' && putBack(form.elements.namedItem(name), value)) restored = true
  }
  return restored
}

function readDraft(form: HTMLFormElement): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(keyOf(form)) ?? '{}')
    return typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function putBack(control: Element | RadioNodeList | null, value: string): boolean {
  if (control instanceof RadioNodeList) {
    const choice = [...control].find((radio) => (radio as HTMLInputElement).value === value)
    if (choice) (choice as HTMLInputElement).checked = true
    return choice !== undefined
  }
  if (control instanceof HTMLSelectElement) {
    const known = [...control.options].some((option) => option.value === value)
    if (known) control.value = value
    return known
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    const fits = control.maxLength < 0 || value.length <= control.maxLength
    if (fits) control.value = value
    return fits
  }
  return false
}
