import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { saveDraft } from './form-draft'
import { readForm } from './read-form'

/** A draft is written this long after the last keystroke, so typing never waits for it. */
const SAVE_AFTER_MS = 400

/**
 * Keeps the form's draft as the visitor types (client/forms/form-draft.ts): `edited()` after each
 * edit writes it a moment later, and it is written at once when the page is hidden (another app,
 * a reload), when a phone may discard the tab.
 */
export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, fields: readonly string[]): () => void {
  const timer = useRef<number | undefined>(undefined)
  const save = useCallback(() => {
    window.clearTimeout(timer.current)
    if (formRef.current) saveDraft(formRef.current, readForm(formRef.current, fields))
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

  return () => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(save, SAVE_AFTER_MS)
  }
}
