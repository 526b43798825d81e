import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { removeDraft, saveDraft } from './form-draft'
import { readForm } from './read-form'

/** A draft is written this long after the last keystroke, so typing never waits for it. */
const SAVE_AFTER_MS = 400

/**
 * Keeps the form's draft as the visitor types (client/forms/form-draft.ts): written a moment after
 * each edit, and at once when the page is hidden (another app, a reload), when a phone may discard
 * the tab. Once the order has gone to WhatsApp there is nothing left to keep: the form keeps its
 * values on the page, but the tab no longer holds them, so a reload or the next visitor of a shared
 * phone finds the form empty.
 */
export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, fields: readonly string[]) {
  const timer = useRef<number | undefined>(undefined)
  const handedOff = useRef(false)
  const save = useCallback(() => {
    window.clearTimeout(timer.current)
    if (formRef.current && !handedOff.current) saveDraft(formRef.current, readForm(formRef.current, fields))
  }, [formRef, fields])

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') save()
    }
    save() // what was typed before the script arrived
    window.addEventListener('pagehide', save)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      window.removeEventListener('pagehide', save)
      document.removeEventListener('visibilitychange', onHide)
      window.clearTimeout(timer.current)
    }
  }, [save])

  return {
    /** After each edit: the draft is written a moment later. */
    edited() {
      handedOff.current = false
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(save, SAVE_AFTER_MS)
    },
    /** At the hand-off: the draft goes, and is not written again until the visitor edits the form. */
    sent() {
      handedOff.current = true
      window.clearTimeout(timer.current)
      if (formRef.current) removeDraft(formRef.current)
    },
  }
}
