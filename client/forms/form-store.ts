import type { FieldErrors } from '../../shared/validation/validation-result'

export interface Toast {
  /** Changes with every toast, so the same text twice is announced twice. */
  id: number
  kind: 'success' | 'error'
  text: string
}

/** Everything about a form that changes while a visitor fills it in. */
export interface FormState<F extends string> {
  errors: FieldErrors<F>
  /** Characters typed so far, in the fields that count them. */
  lengths: Partial<Record<F, number>>
  /** Between a valid submit and the hand-off: the button reads Mengirim... and is disabled. */
  busy: boolean
  toast: Toast | null
  /** The last hand-off: its chat link and the message it prefills, shown in the hand-off panel. */
  chat: { url: string; text: string } | null
}

export type FormStore<F extends string> = ReturnType<typeof createFormStore<F>>

/**
 * The state of one form, outside React: each part of the form subscribes to its own slice
 * (useFormState), so typing in a field, or its error clearing, renders that field and nothing else,
 * and a toast renders the toast, not the form.
 */
export function createFormStore<F extends string>(initial: FormState<F>) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    update(change: Partial<FormState<F>>) {
      state = { ...state, ...change }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
