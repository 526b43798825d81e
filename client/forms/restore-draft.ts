import { restoreDraft } from './form-draft'

/**
 * Inline, right after a form's island (server/pages/form-page.tsx): puts the visitor's draft back
 * before the form is first painted, long before the form's script, so the fields never show empty
 * and then fill. The notice before the island says so.
 */
const island = document.currentScript?.previousElementSibling
const form = island?.querySelector('form')
if (form && restoreDraft(form)) island?.previousElementSibling?.removeAttribute('hidden')
