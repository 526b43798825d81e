import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { TOAST_MESSAGES } from '../../shared/messages'
import { readFormValues, type FormValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { fieldId } from './field-ids'
import type { Toast } from './toast-region'

/** What the server passes to a form island: the number to hand over to and, after a 422, what was posted. */
export interface FormIslandProps<F extends string> {
  whatsappNumber: string
  initialValues: FormValues<F>
  initialErrors: FieldErrors<F>
}

type Lengths<F extends string> = Partial<Record<F, number>>

function lengthsOf<F extends string>(fields: readonly F[], values: FormValues<F>): Lengths<F> {
  return Object.fromEntries(fields.map((field) => [field, values[field].length])) as Lengths<F>
}

/** What is in the form right now, read the same way the server reads a post. */
function readForm<F extends string>(form: HTMLFormElement, fields: readonly F[]): FormValues<F> {
  return readFormValues(fields, Object.fromEntries(new FormData(form)))
}

function focusField(prefix: string, field: string): void {
  const element = document.getElementById(fieldId(prefix, field))
  if (!element) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' })
  element.focus({ preventScroll: true })
}

/**
 * The SPEC §4 flow shared by both forms: validate everything on submit; on failure show the
 * messages, the error toast and focus the first invalid field; on success wait, toast, wait, open
 * the chat and then always show the hand-off link. Fields are uncontrolled, so nothing typed is
 * ever lost or reset, including text typed before the script arrived.
 */
export type FormFlow<F extends string> = ReturnType<typeof useFormFlow<F>>

export function useFormFlow<F extends string>(
  form: FormDefinition<F>,
  { whatsappNumber, initialValues, initialErrors }: FormIslandProps<F>,
) {
  const { prefix, fields, countedFields } = form
  const [errors, setErrors] = useState<FieldErrors<F>>(initialErrors)
  const [busy, setBusy] = useState(false)
  const [toast, setToast] = useState<Toast | null>(null)
  const [chatUrl, setChatUrl] = useState<string | null>(null)
  const [lengths, setLengths] = useState<Lengths<F>>(() => lengthsOf(countedFields, initialValues))
  const formRef = useRef<HTMLFormElement>(null)
  const busyRef = useRef(false)
  const toastCount = useRef(0)
  const timers = useRef<number[]>([])

  useEffect(() => {
    // Text typed before hydration is in the DOM but not in the initial counts.
    if (formRef.current) setLengths(lengthsOf(countedFields, readForm(formRef.current, fields)))
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [countedFields, fields]) // the form definition's own lists: this runs once, on mount

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [toast])

  const showToast = useCallback((kind: Toast['kind'], text: string) => {
    toastCount.current += 1
    setToast({ id: toastCount.current, kind, text })
  }, [])

  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms))
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    const field = fields.find((name) => name === target.name)
    if (!field) return
    if (countedFields.includes(field)) setLengths((current) => ({ ...current, [field]: target.value.length }))
    setErrors((current) => {
      if (!current[field]) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    let url: string
    try {
      const submission = form.submit(readForm(event.currentTarget, fields), { now: new Date() })
      if (!submission.success) {
        // Render the messages first, so scrolling measures the final layout.
        flushSync(() => {
          setErrors(submission.errors)
          showToast('error', form.toasts.invalid)
        })
        const first = fields.find((field) => submission.errors[field])
        if (first) focusField(prefix, first)
        return
      }
      url = buildWhatsAppUrl(whatsappNumber, submission.chatText)
    } catch {
      // Nothing typed is touched; the visitor can simply try again.
      showToast('error', TOAST_MESSAGES.unexpectedFailure)
      return
    }
    busyRef.current = true
    setBusy(true)
    setErrors({})
    setChatUrl(null)
    later(SIMULATED_SUBMIT_DELAY_MS, () => {
      showToast('success', form.toasts.success)
      later(CHAT_REDIRECT_DELAY_MS, () => {
        try {
          // Return value ignored on purpose: with noopener it is null even when the tab opened.
          window.open(url, '_blank', 'noopener')
        } catch {
          // A throwing window.open is covered by the hand-off link shown next.
        }
        busyRef.current = false
        setBusy(false)
        setChatUrl(url)
      })
    })
  }

  return {
    formRef,
    errors,
    busy,
    toast,
    chatUrl,
    lengths,
    onChange,
    onSubmit,
    dismissToast: () => setToast(null),
  }
}
