import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import * as v from 'valibot'
import { BeaconSchema, type Beacon } from '../../shared/analytics/beacon'
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/analytics/events'
import { FORM_PAGES, PAGES } from '../pages/site-pages'
import type { Analytics, Visit } from './analytics'
import { campaignValue, referrerHost } from './campaign'
import { isSameOrigin } from './same-origin'

/** Beacons one visitor may send in ten minutes: a page view and its speed are six, a form's steps a few more. */
const BEACONS_PER_VISITOR = 300
const WINDOW_MS = 10 * 60 * 1000

/** The noscript image's answer: a transparent pixel, so the image is not drawn broken. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const PAGE_PATHS = new Set(PAGES.map((page) => page.path))
const FORM_FIELDS = new Map(FORM_PAGES.map((page) => [page.path, new Set<string>(page.form.names)]))

/**
 * The beacon route: POST a beacon (JSON, one event, the counting script's), or GET the image a page
 * shows without JavaScript. Only this site's pages count: another site's gets 403. A bot, a browser
 * sending Sec-GPC or a stopped store gets 204 and counts nothing, as does a page not in the page
 * table. A bad beacon is 400, too many 429; nothing here answers 5xx, and no body is logged.
 */
export function beaconRoute(analytics: Analytics): Router {
  const router = Router({ caseSensitive: true, strict: true })
  const visitOf = (res: Response) => res.locals.visit as Visit | undefined
  const counted: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    if (!isSameOrigin(req)) return void res.status(403).end()
    res.locals.visit = analytics.visitOf(req)
    if (!res.locals.visit) return void answer(req, res)
    next()
  }
  // Per visitor of the day (their hash): many phones share one address behind a carrier's NAT.
  const limit = rateLimit({
    windowMs: WINDOW_MS,
    limit: BEACONS_PER_VISITOR,
    identifier: 'beacon',
    keyGenerator: (_req, res) => visitOf(res)!.visitor.toString('base64'),
    handler: (_req, res) => void res.status(429).end(),
    standardHeaders: false,
    legacyHeaders: false,
  })
  const readBody = express.text({ type: () => true, limit: BEACON_MAX_BYTES, inflate: false })

  router.post(BEACON_PATH, counted, limit, readBody, (req, res) => {
    const beacon = parseBeacon(req.body)
    if (!beacon) return void res.status(400).end()
    if (PAGE_PATHS.has(beacon.p)) count(analytics, visitOf(res)!, beacon, req.headers.host)
    answer(req, res)
  })
  router.get(BEACON_PATH, counted, limit, (req, res) => {
    const page = typeof req.query.p === 'string' ? req.query.p : ''
    // Express answers HEAD here too: a browser showing the image asks with GET, only that counts.
    if (req.method === 'GET' && PAGE_PATHS.has(page))
      analytics.pageView(visitOf(res)!, page, sourceOfImage(req.headers.referer))
    answer(req, res)
  })
  const refused: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) =>
    void res.status(error.status && error.status < 500 ? error.status : 400).end()
  router.use(BEACON_PATH, refused)
  return router
}

const answer = (req: Request, res: Response) =>
  req.method === 'GET' ? void res.type('gif').send(PIXEL) : void res.status(204).end()

const BeaconJson = v.pipe(v.string(), v.parseJson(), BeaconSchema)

function parseBeacon(body: unknown): Beacon | undefined {
  const result = v.safeParse(BeaconJson, body)
  if (!result.success) return undefined
  const beacon = result.output
  const fields = FORM_FIELDS.get(beacon.p)
  // A form's steps come from its page, naming its fields only.
  if (beacon.e.startsWith('form-') && !fields) return undefined
  if (beacon.e === 'form-refused' && !beacon.f.every((field) => fields!.has(field))) return undefined
  return beacon
}

function count(analytics: Analytics, visit: Visit, beacon: Beacon, host: string | undefined) {
  const { p: page } = beacon
  switch (beacon.e) {
    case 'pageview':
      return analytics.pageView(visit, page, {
        referrer: referrerHost(beacon.r, host),
        utm_source: campaignValue(beacon.s),
        utm_medium: campaignValue(beacon.m),
        utm_campaign: campaignValue(beacon.c),
      })
    case 'vital':
      return analytics.speed(visit, page, beacon.n, beacon.v)
    case 'chat':
    case 'form-handoff':
      return analytics.count(visit, page, beacon.e, beacon.d)
    case 'form-refused':
      return analytics.refused(visit, page, beacon.f)
    default:
      return analytics.count(visit, page, beacon.e)
  }
}

/** A page without JavaScript: its campaign from its own URL, which the image's Referer is; its referrer is unknown. */
function sourceOfImage(referer: string | undefined) {
  // No Referer (a browser that sends none): no campaign.
  const query = URL.parse(referer ?? '')?.searchParams
  const utm = (name: string) => campaignValue(query?.get(`utm_${name}`) ?? undefined)
  return { referrer: '', utm_source: utm('source'), utm_medium: utm('medium'), utm_campaign: utm('campaign') }
}
