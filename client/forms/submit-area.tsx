import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import { LockIcon } from './form-icons'

/** The submit button and the line that says nothing is stored and where the message goes. */
export function SubmitArea({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="form-actions">
      <p className="privacy-note">
        <LockIcon />
        <span>{FORM_TEXT.privacyNote}</span>
      </p>
      <button className="form-submit" type="submit" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? UI_TEXT.submitting : label}
      </button>
    </div>
  )
}
