import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit, type Options } from 'express-rate-limit'
import * as v from 'valibot'
import { BeaconSchema, type Beacon } from '../../shared/analytics/beacon'
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/analytics/events'
import { afterBody } from '../after-body'
import { BoundedMemoryStore } from '../bounded-rate-limit-store'
import { FORM_PAGES, PAGES } from '../pages/site-pages'
import { visitorKey } from '../rate-limit'
import { isSameOrigin } from '../same-origin'
import type { Visit } from './classify-request'
import type { Counter } from './counter'
import * as policy from './policy'
import { campaignOf, referrerSite } from './source'

/** The image's answer: a transparent pixel, so the image is not drawn broken. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const PAGE_PATHS = new Set(PAGES.map((page) => page.path))
const FORM_FIELDS = new Map(FORM_PAGES.map((page) => [page.path, new Set<string>(page.form.names)]))

/** What a request counts: its visit, and its beacon (the counting script's, or the image's page view). */
const countingOf = (res: Response) => res.locals.counting as { visit: Visit; beacon: Beacon }

/**
 * The beacon route. GET: the image every page carries, which counts its view once it is shown (its
 * campaign from its own URL, the image's Referer), with JavaScript or without. POST: a beacon of the
 * counting script (JSON, one event; a bad one is 400). Another site's page gets 403. A bot, Sec-GPC, a
 * page the browser only prepares, a stopped store, a page not in the page table: answered as usual,
 * nothing counted. One address adds at most so many of each event in ten minutes, one visitor so many
 * beacons (policy.ts): past that, the image is answered all the same, a beacon gets 429, and nothing
 * is counted. Every answer waits for the request's body; nothing here answers 5xx or logs a body.
 */
export function beaconRoute(counter: Counter, { eventsAnAddress = policy.EVENTS_AN_ADDRESS } = {}): Router {
  /** The image is drawn (a pixel) unless refused; a beacon gets its status alone. */
  const answer = (req: Request, res: Response, status = 204) =>
    afterBody(req, () => {
      if (req.method === 'GET' && [204, 429].includes(status)) res.type('gif').send(PIXEL)
      else res.status(status).end()
    })
  const counted: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    if (!isSameOrigin(req)) return answer(req, res, 403)
    const beacon = req.method === 'POST' ? parseBeacon(req.body) : imageBeacon(req)
    if (!beacon && req.method === 'POST') return answer(req, res, 400)
    const visit = beacon && PAGE_PATHS.has(beacon.p) ? counter.visitOf(req) : undefined
    if (!visit) return answer(req, res)
    res.locals.counting = { visit, beacon }
    next()
  }
  const limited = (options: Partial<Options>) =>
    rateLimit({
      windowMs: policy.ADDRESS_WINDOW_MS,
      store: new BoundedMemoryStore(policy.CLIENTS_REMEMBERED),
      handler: (req, res) => answer(req, res, 429),
      standardHeaders: false,
      legacyHeaders: false,
      validate: { keyGeneratorIpFallback: false },
      ...options,
    })
  const limits = [
    // Per address, whatever the headers say: a client cannot become more clients by changing its User-Agent.
    limited({
      identifier: 'beacon-address',
      limit: (_req, res) =>
        eventsAnAddress * (countingOf(res).beacon.e === 'vital' ? policy.SPEED_MEASURES_A_PAGE_VIEW : 1),
      keyGenerator: (req, res) => `${visitorKey(req.ip)} ${countingOf(res).beacon.e}`,
    }),
    // Per visitor of the day (their hash): many phones share one address behind a carrier's NAT.
    limited({
      identifier: 'beacon-visitor',
      limit: policy.BEACONS_A_VISITOR,
      keyGenerator: (_req, res) => countingOf(res).visit.visitor.toString('base64'),
    }),
  ]
  const count: RequestHandler = (req, res) => {
    countBeacon(counter, countingOf(res), req.headers.host)
    answer(req, res)
  }
  const refused: ErrorRequestHandler = (error: { status?: number }, req, res, _next) =>
    answer(req, res, error.status && error.status < 500 ? error.status : 400)

  const router = Router({ caseSensitive: true, strict: true })
  router.get(BEACON_PATH, counted, ...limits, count)
  const readBody = express.text({ type: () => true, limit: BEACON_MAX_BYTES, inflate: false })
  router.post(BEACON_PATH, readBody, counted, ...limits, count)
  router.use(BEACON_PATH, refused)
  return router
}

const BeaconJson = v.pipe(v.string(), v.parseJson(), BeaconSchema)

/** A beacon, a form's steps naming its own fields only; else undefined. */
function parseBeacon(body: unknown): Beacon | undefined {
  const result = v.safeParse(BeaconJson, body)
  if (!result.success) return undefined
  const beacon = result.output
  const fields = FORM_FIELDS.get(beacon.p)
  if (beacon.e.startsWith('form-') && !fields) return undefined
  if (beacon.e === 'form-refused' && !beacon.f.every((field) => fields!.has(field))) return undefined
  return beacon
}

/** The image's page view, its campaign from the page's URL; none for HEAD, which no page shows. */
function imageBeacon(req: Request): Beacon | undefined {
  if (req.method !== 'GET' || typeof req.query.p !== 'string') return undefined
  const utm = (name: string) => URL.parse(req.headers.referer ?? '')?.searchParams.get(`utm_${name}`) ?? undefined
  return { e: 'pageview', p: req.query.p, s: utm('source'), m: utm('medium'), c: utm('campaign') }
}

function countBeacon(counter: Counter, { visit, beacon }: ReturnType<typeof countingOf>, host: string | undefined) {
  const { p: page } = beacon
  const referral = (from: string | undefined) => {
    const site = referrerSite(from, host)
    if (site) counter.referral(visit, site)
  }
  switch (beacon.e) {
    case 'pageview':
      counter.pageView(visit, page, campaignOf({ source: beacon.s, medium: beacon.m, name: beacon.c }))
      return referral(beacon.r) // an earlier release's script names it in its page view
    case 'referral':
      return referral(beacon.r)
    case 'vital':
      return counter.speed(visit, page, beacon.n, beacon.v)
    case 'chat':
    case 'form-handoff':
      return counter.event(visit, page, beacon.e, beacon.d)
    case 'form-refused':
      return counter.refused(visit, page, beacon.f)
    default:
      return counter.event(visit, page, beacon.e)
  }
}
