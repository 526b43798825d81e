import { FORM_TEXT } from '../../shared/messages'
import { CloseIcon } from './form-icons'

export interface Toast {
  /** Changes with every toast, so the same text twice is announced twice. */
  id: number
  kind: 'success' | 'error'
  text: string
}

/**
 * The live region exists from the first render (also on the server) and stays in the
 * accessibility tree while empty: regions that appear together with their text are often not read.
 */
export function ToastRegion({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  return (
    <div className="toast-region">
      <div className={`toast${toast ? ` toast-${toast.kind} toast-visible` : ''}`}>
        <p className="toast-text" role="status">
          {toast ? <span key={toast.id}>{toast.text}</span> : null}
        </p>
        {toast ? (
          <button className="toast-close" type="button" aria-label={FORM_TEXT.toastClose} onClick={onDismiss}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </div>
  )
}
