import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import type { FormValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { scrollBehavior } from '../browser/motion'
import { fieldId } from './field-ids'
import { createFormStore, type Toast } from './form-store'
import { readForm } from './read-form'
import { useFormDraft } from './use-form-draft'
import { useFormFunnel } from './use-form-funnel'

/** What the server passes to a form island: the number to hand over to and, after a 422, what was posted. */
export interface FormIslandProps<F extends string> {
  whatsappNumber: string
  initialValues: FormValues<F>
  initialErrors: FieldErrors<F>
}

function lengthsOf<F extends string>(fields: readonly F[], values: FormValues<F>): Partial<Record<F, number>> {
  return Object.fromEntries(fields.map((field) => [field, values[field].length])) as Partial<Record<F, number>>
}

/** Runs `work` in a task after the next frame has been painted. */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work))
}

/**
 * Opens the chat in a new window; whether it opened. Not with `noopener`, which makes window.open
 * return null even when it opened: the handle it returns is cut from this page at once instead, before
 * the chat's page can load. A blocked window is null, a throwing one is covered by the hand-off panel.
 */
function openChat(url: string): boolean {
  try {
    const chat = window.open(url, '_blank')
    if (!chat) return false
    chat.opener = null
    return true
  } catch {
    return false
  }
}

/**
 * The flow shared by both forms: on submit, validate; on failure the messages, the error
 * toast and focus on the first invalid field; on success wait, toast, wait, open the chat, then the
 * hand-off link. Fields are uncontrolled: nothing typed is lost, not even before the script came.
 * The state is a store each part subscribes to (form-store.ts): the form itself never re-renders.
 */
export function useFormController<F extends string>(
  form: FormDefinition<F>,
  { whatsappNumber, initialValues, initialErrors }: FormIslandProps<F>,
) {
  const { prefix, names: fields } = form
  // Long texts show a live character count.
  const [countedFields] = useState(() => fields.filter((name) => form.fields[name].kind === 'long-text'))
  const [store] = useState(() =>
    createFormStore<F>({
      errors: initialErrors,
      lengths: lengthsOf(countedFields, initialValues),
      busy: false,
      toast: null,
      chat: null,
    }),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const draft = useFormDraft(formRef, fields)
  const funnel = useFormFunnel()
  const toastCount = useRef(0)
  const timers = useRef<number[]>([])

  useEffect(() => {
    // Text typed before hydration is in the DOM but not in the initial counts.
    if (formRef.current) store.update({ lengths: lengthsOf(countedFields, readForm(formRef.current, fields)) })
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [store, countedFields, fields]) // all fixed for the life of the island: this runs once, on mount

  const newToast = (kind: Toast['kind'], text: string) => {
    toastCount.current += 1
    return { id: toastCount.current, kind, text }
  }
  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms))
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    const field = fields.find((name) => name === target.name)
    if (!field) return
    draft.edited()
    funnel.typed()
    const { errors, lengths } = store.get()
    if (countedFields.includes(field)) store.update({ lengths: { ...lengths, [field]: target.value.length } })
    if (errors[field]) store.update({ errors: { ...errors, [field]: undefined } })
  }

  /**
   * A failed submit, over three frames so the tap is answered at once: the error toast, which lays
   * out nothing else; then every field's message and the summary, which move the form; then focus
   * moves to the first field and it is scrolled to.
   */
  function showErrors(values: FormValues<F>, first: F) {
    store.update({ toast: newToast('error', form.toasts.invalid) })
    afterNextPaint(() => {
      const result = form.validate(values)
      store.update({ errors: result.success ? {} : result.errors })
      if (!result.success) funnel.refused(Object.keys(result.errors))
      afterNextPaint(() => {
        const element = document.getElementById(fieldId(prefix, first))
        element?.focus({ preventScroll: true })
        element?.scrollIntoView({ block: 'center', behavior: scrollBehavior() })
      })
    })
  }

  /**
   * A tap or click on the submit button (or Enter in a field, which browsers turn into one) is the
   * submission: handled here, the browser's own form submission never starts, nor the work Chromium
   * does before a submit event (in a trace of a 4× slowed phone, 12 of the tap's 75 ms).
   */
  function onSubmitClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    if (event.currentTarget.form) submit(event.currentTarget.form)
  }

  /** A submission the browser started anyway (form.requestSubmit()). */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit(event.currentTarget)
  }

  function submit(element: HTMLFormElement) {
    if (store.get().busy) return
    let chat: { url: string; text: string }
    try {
      const values = readForm(element, fields)
      const first = form.firstError(values)
      if (first) {
        showErrors(values, first.field)
        return
      }
      const submission = form.submit(values, { now: new Date() })
      if (!submission.success) throw new Error('the form failed a check its first error missed')
      chat = { url: buildWhatsAppUrl(whatsappNumber, submission.chatText), text: submission.chatText }
    } catch {
      // Nothing typed is touched; the visitor can simply try again.
      store.update({ toast: newToast('error', FORM_TEXT.unexpectedFailure) })
      return
    }
    store.update({ busy: true, errors: {}, chat: null })
    funnel.ordered()
    later(SIMULATED_SUBMIT_DELAY_MS, () => {
      store.update({ toast: newToast('success', form.toasts.success) })
      later(CHAT_REDIRECT_DELAY_MS, () => {
        if (openChat(chat.url)) handedOff('window')
        // The success toast keeps its full 5 s; the panel is scrolled clear of it.
        store.update({ busy: false, chat })
      })
    })
  }

  function handedOff(via: 'window' | 'panel') {
    draft.sent()
    funnel.handedOff(via)
  }

  /** The visitor took the message from the hand-off panel (its link, or a copy): the order has left. */
  function onHandedOff(how: 'link' | 'copy') {
    handedOff('panel')
    if (how === 'copy') funnel.copied()
  }

  return { store, formRef, onChange, onSubmit, onSubmitClick, onHandedOff }
}
