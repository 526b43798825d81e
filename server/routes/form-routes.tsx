import compression from 'compression'
import express, { Router, type RequestHandler } from 'express'
import createError from 'http-errors'
import { NO_SCRIPT_ROUTE } from '../../shared/analytics/events'
import type { Counter } from '../analytics/counter'
import type { AssetManifest } from '../asset-manifest'
import type { SiteConfig } from '../site-config'
import { readFormValues } from '../../shared/validation/form-values'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { FORM_PAGES, viewPropsOf } from '../pages/site-pages'
import { renderPage } from '../render-page'

interface FormRouteOptions {
  manifest: AssetManifest
  site: () => SiteConfig
  now: () => Date
  /** Counts each post against its visitor before anything is read. */
  rateLimit: RequestHandler
  /** With counting on: a hand-off (303) or a refusal by its fields' names (422) is counted. */
  counter?: Counter | undefined
}

/**
 * The largest body a filled-in form can send is about 35 kB (every field at its maxlength, in a
 * script whose characters take 9 bytes once UTF-8 and percent-encoded); anything bigger is not
 * from our form. The order form has 11 fields, so 30 parameters leaves room and nothing more.
 */
export const FORM_BODY_LIMIT = '64kb'
export const FORM_PARAMETER_LIMIT = 30

/** A compressed body, which no browser sends, is refused with 415 without being inflated. */
const readFormBody = express.urlencoded({
  extended: false,
  limit: FORM_BODY_LIMIT,
  parameterLimit: FORM_PARAMETER_LIMIT,
  inflate: false,
})

/**
 * A body the form could not have sent (JSON, multipart…) gets 415 rather than being read as an
 * empty form, which would answer "required" for fields the visitor did fill in.
 */
export const requireFormBody: RequestHandler = (req, _res, next) => {
  const type = req.headers['content-type']
  next(type !== undefined && !req.is('application/x-www-form-urlencoded') ? createError(415) : undefined)
}

/**
 * The no-JavaScript path of every form, checked by the same rules: a valid post is handed over to WhatsApp with 303;
 * an invalid one gets its form again with the messages and everything typed (422).
 */
export function formRoutes({ manifest, site, now, rateLimit, counter }: FormRouteOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })
  for (const page of FORM_PAGES) {
    const { form } = page
    router.post(form.path, rateLimit, requireFormBody, readFormBody, compression(), async (req, res) => {
      res.set('Cache-Control', 'no-store')
      const values = readFormValues(form.names, req.body)
      const submission = form.submit(values, { now: now() })
      const visit = counter?.visitOf(req)
      if (visit && submission.success) counter!.event(visit, form.path, 'form-handoff', NO_SCRIPT_ROUTE)
      if (visit && !submission.success)
        counter!.refused(visit, form.path, Object.keys(submission.errors), NO_SCRIPT_ROUTE)
      if (submission.success)
        return void res.redirect(303, buildWhatsAppUrl(site().contact.whatsappNumber, submission.chatText))
      const filled = page.filled(viewPropsOf(page, site(), manifest), { values, errors: submission.errors })
      await renderPage(res, filled, 422)
    })
  }
  return router
}
