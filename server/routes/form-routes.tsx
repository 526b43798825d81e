import express, { Router, type Request, type Response } from 'express'
import type { AssetManifest } from '../../shared/page-assets'
import { pageAssets } from '../../shared/page-assets'
import type { SiteConfig } from '../../shared/site-config'
import { emptyValues, readFormValues } from '../../shared/validation/form-values'
import { ORDER_FIELDS, validateOrder } from '../../shared/validation/order-schema'
import { TESTIMONIAL_FIELDS, validateTestimonial } from '../../shared/validation/testimonial-schema'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { PROVIDER_TIME_ZONE } from '../../shared/whatsapp/format-timestamp'
import { formatOrderMessage } from '../../shared/whatsapp/format-order-message'
import { formatTestimonialMessage } from '../../shared/whatsapp/format-testimonial-message'
import { ORDER_PATH } from '../../client/islands/order-form.island'
import { TESTIMONIAL_PATH } from '../../client/islands/testimonial-form.island'
import { OrderPage } from '../../client/pages/order-page'
import { TestimonialPage } from '../../client/pages/testimonial-page'
import { bodyErrors, requireFormBody } from '../body-errors'
import { renderPage } from '../render-page'

export interface FormRouteContext {
  manifest: AssetManifest
  site: () => SiteConfig
  /** The message timestamp; a fixed clock in tests. */
  now?: () => Date
}

/**
 * The largest body a filled-in form can send is about 35 kB (every field at its maxlength, in a
 * script whose characters take 9 bytes once UTF-8 and percent-encoded); anything bigger is not
 * from our form. The order form has 11 fields, so 30 parameters leaves room and nothing more.
 */
export const FORM_BODY_LIMIT = '64kb'
export const FORM_PARAMETER_LIMIT = 30

const readBody = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: FORM_PARAMETER_LIMIT })

/** GET and POST of /pesanan and /testimoni. A valid post is handed to WhatsApp with 303 See Other. */
export function formRoutes({ manifest, site, now = () => new Date() }: FormRouteContext): Router {
  const router = Router()
  const orderAssets = pageAssets(manifest, 'order')
  const testimonialAssets = pageAssets(manifest, 'testimonial')
  const plainAssets = pageAssets(manifest, null)
  const handOff = (res: Response, text: string) => {
    res.set('Cache-Control', 'no-store').redirect(303, buildWhatsAppUrl(site().contact.whatsappNumber, text))
  }

  router.get(ORDER_PATH, (_req, res) =>
    renderPage(res, <OrderPage site={site()} assets={orderAssets} values={emptyValues(ORDER_FIELDS)} errors={{}} />),
  )
  router.post(ORDER_PATH, requireFormBody(site, plainAssets), readBody, (req: Request, res: Response) => {
    const values = readFormValues(ORDER_FIELDS, req.body)
    const result = validateOrder(values)
    if (!result.success) {
      res.set('Cache-Control', 'no-store')
      return renderPage(res, <OrderPage site={site()} assets={orderAssets} values={values} errors={result.errors} />, 422)
    }
    return handOff(res, formatOrderMessage(result.output, { now: now(), timeZone: PROVIDER_TIME_ZONE }))
  })

  router.get(TESTIMONIAL_PATH, (_req, res) =>
    renderPage(
      res,
      <TestimonialPage site={site()} assets={testimonialAssets} values={emptyValues(TESTIMONIAL_FIELDS)} errors={{}} />,
    ),
  )
  router.post(TESTIMONIAL_PATH, requireFormBody(site, plainAssets), readBody, (req: Request, res: Response) => {
    const values = readFormValues(TESTIMONIAL_FIELDS, req.body)
    const result = validateTestimonial(values)
    if (!result.success) {
      res.set('Cache-Control', 'no-store')
      return renderPage(
        res,
        <TestimonialPage site={site()} assets={testimonialAssets} values={values} errors={result.errors} />,
        422,
      )
    }
    return handOff(res, formatTestimonialMessage(result.output, { now: now(), timeZone: PROVIDER_TIME_ZONE }))
  })

  router.use(bodyErrors(site, plainAssets))
  return router
}
