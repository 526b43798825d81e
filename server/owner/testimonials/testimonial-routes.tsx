import compression from 'compression'
import express, { Router, type Response } from 'express'
import createError from 'http-errors'
import { readFormValues } from '../../../shared/validation/form-values'
import { jakartaDay } from '../../../shared/analytics/jakarta-day'
import { pageAssets, type AssetManifest } from '../../asset-manifest'
import { renderPage } from '../../render-page'
import { FORM_BODY_LIMIT, requireFormBody } from '../../routes/form-routes'
import type { SiteConfig } from '../../site-config'
import { TESTIMONIALS_PATH } from '../owner-path'
import type { PublishedTestimonials } from './published-testimonials'
import { ACTION, FIELD, TestimonialPage, type Notice } from './testimonial-page'
import { testimonialFromMessage } from './testimonial-message'

interface TestimonialRouteOptions {
  published: PublishedTestimonials
  manifest: AssetManifest
  site: () => SiteConfig
  now: () => Date
}

/** A paste is a chat message or a few: within the form posts' own limit; three fields. */
const readBody = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 3, inflate: false })

/** After a publish or a hide, the page again (303), saying what happened: `?selesai=`. */
const DONE: Record<string, Notice> = {
  terbit: 'published',
  sudah: 'alreadyPublished',
  sembunyi: 'hidden',
  hilang: 'gone',
}
const doneOf = (notice: Notice) => Object.keys(DONE).find((key) => DONE[key] === notice)!

/**
 * /pemilik/testimoni, behind the owner's door (which refuses a post from anywhere but the owner's own
 * page): the page; a post previews (200), publishes (303 back) or, for anything that is not a
 * testimonial message, answers what is missing with everything pasted kept (422); a post hides one.
 * What the owner pastes is never stored: only what they publish.
 */
export function testimonialRoutes({ published, manifest, site, now }: TestimonialRouteOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })
  const assets = pageAssets(manifest, 'statistics')
  const show = (res: Response, status: number, props: Partial<Parameters<typeof TestimonialPage>[0]> = {}) => {
    const rows = published.rows()
    const failed = rows === undefined
    const page = (
      <TestimonialPage
        site={site()}
        assets={assets}
        published={rows}
        {...props}
        {...(failed ? { notice: 'storeFailed' } : {})}
      />
    )
    return renderPage(res, page, failed && status < 400 ? 503 : status)
  }
  const done = (res: Response, notice: Notice) => res.redirect(303, `${TESTIMONIALS_PATH}?selesai=${doneOf(notice)}`)

  router.get(TESTIMONIALS_PATH, compression(), async (req, res) => {
    const shown = typeof req.query.selesai === 'string' ? DONE[req.query.selesai] : undefined
    await show(res, 200, { notice: shown })
  })

  router.post(TESTIMONIALS_PATH, requireFormBody, readBody, compression(), async (req, res, next) => {
    const form = readFormValues(Object.values(FIELD), req.body)
    if (form.aksi === ACTION.hide) {
      const id = /^\d{1,15}$/.test(form.id) ? Number(form.id) : undefined
      const hidden = id === undefined ? false : published.hide(id)
      if (hidden === undefined) return show(res, 503)
      return done(res, hidden ? 'hidden' : 'gone')
    }
    if (form.aksi !== ACTION.preview && form.aksi !== ACTION.publish) return next(createError(400))
    const pasted = form.pesan
    const read = testimonialFromMessage(pasted, jakartaDay(now()))
    if (!read.success) return show(res, 422, { pasted, problems: read.problems })
    if (form.aksi === ACTION.preview) return show(res, 200, { pasted, preview: read.testimonial })
    const added = published.publish(read.testimonial, now())
    if (added === undefined) return show(res, 503, { pasted, preview: read.testimonial })
    done(res, added ? 'published' : 'alreadyPublished')
  })
  return router
}
