import { useEffect } from 'react'
import { TOAST_DURATION_MS } from '../../shared/constants'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { useFormContext, useFormState } from './form-context'
import { CloseIcon } from '../components/icons'

/**
 * The form's toast, which hides itself after 5 s. The live region exists from the first
 * render (also on the server) and stays in the accessibility tree while empty: regions that appear
 * together with their text are often not read.
 */
export function ToastRegion() {
  const { store } = useFormContext()
  const toast = useFormState((state) => state.toast)

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => store.update({ toast: null }), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [store, toast])

  return (
    <div className="toast-region">
      <div className={`toast${toast ? ` toast-${toast.kind} toast-visible` : ''}`}>
        <p className="toast-text" role="status">
          {toast ? <span key={toast.id}>{toast.text}</span> : null}
        </p>
        <button
          className="toast-close"
          type="button"
          aria-label={FORM_TEXT.toastClose}
          hidden={!toast}
          onClick={() => store.update({ toast: null })}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}
