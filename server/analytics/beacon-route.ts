import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import * as v from 'valibot'
import { BeaconSchema, type Beacon } from '../../shared/analytics/beacon'
import { BEACON_MAX_BYTES, BEACON_PATH } from '../../shared/analytics/events'
import { afterBody } from '../after-body'
import { BoundedMemoryStore } from '../bounded-rate-limit-store'
import { FORM_PAGES, PAGES } from '../pages/site-pages'
import { visitorKey } from '../rate-limit'
import type { Visit } from './classify-request'
import type { Counter } from './counter'
import {
  ADDRESS_WINDOW_MS,
  BEACONS_A_VISITOR,
  CLIENTS_REMEMBERED,
  EVENTS_AN_ADDRESS,
  SPEED_MEASURES_A_PAGE_VIEW,
} from './policy'
import { isSameOrigin } from './same-origin'
import { campaignValue, referrerSite } from './source'

/** The image's answer: a transparent pixel, so the image is not drawn broken. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const PAGE_PATHS = new Set(PAGES.map((page) => page.path))
const FORM_FIELDS = new Map(FORM_PAGES.map((page) => [page.path, new Set<string>(page.form.names)]))

/** What a request counts: its visit, and its event (the beacon's, or a page view for the image). */
interface Counting {
  visit: Visit
  event: Beacon['e']
}
const countingOf = (res: Response) => res.locals.counting as Counting

/**
 * The beacon route. GET: the image every page carries, which counts its view (with its campaign,
 * from its own URL, the image's Referer) once it has been shown, with JavaScript or without. POST:
 * a beacon of the counting script (JSON, one event). Only this site's pages count: another site's
 * gets 403. A bot, a browser sending Sec-GPC, a page the browser only prepares, a stopped store, a
 * page not in the page table: answered as usual, nothing counted. One address adds at most so many
 * of each event in ten minutes, one visitor so many beacons (policy.ts): past that, the image is
 * still answered and a beacon gets 429, and nothing is counted. A bad beacon is 400. Every answer
 * waits for the request's body; nothing here answers 5xx, and no body is logged.
 */
export function beaconRoute(counter: Counter, { eventsAnAddress = EVENTS_AN_ADDRESS } = {}): Router {
  const router = Router({ caseSensitive: true, strict: true })
  const answer = (req: Request, res: Response) =>
    afterBody(req, () => (req.method === 'GET' ? void res.type('gif').send(PIXEL) : void res.status(204).end()))
  const sameOrigin: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store')
    if (isSameOrigin(req)) return next()
    afterBody(req, () => void res.status(403).end())
  }
  /** The visit and event a request counts, or its answer at once when it counts nothing. */
  const visit =
    (eventOf: (req: Request, res: Response) => Beacon['e'] | undefined): RequestHandler =>
    (req, res, next) => {
      const event = eventOf(req, res)
      const visit = event && counter.visitOf(req)
      if (!visit) return answer(req, res)
      res.locals.counting = { visit, event } satisfies Counting
      next()
    }
  const limited = (
    name: string,
    limit: (res: Response) => number,
    keyOf: (req: Request, counting: Counting) => string,
  ): RequestHandler =>
    rateLimit({
      windowMs: ADDRESS_WINDOW_MS,
      limit: (_req, res) => limit(res),
      identifier: name,
      keyGenerator: (req, res) => keyOf(req, countingOf(res)),
      store: new BoundedMemoryStore(CLIENTS_REMEMBERED),
      handler: (req, res) =>
        req.method === 'GET' ? answer(req, res) : afterBody(req, () => void res.status(429).end()),
      standardHeaders: false,
      legacyHeaders: false,
      validate: { keyGeneratorIpFallback: false },
    })
  const limits = [
    // Per address, whatever the headers say: a client cannot become more clients by changing its User-Agent.
    limited(
      'beacon-address',
      (res) => eventsAnAddress * (countingOf(res).event === 'vital' ? SPEED_MEASURES_A_PAGE_VIEW : 1),
      (req, { event }) => `${visitorKey(req.ip)} ${event}`,
    ),
    // Per visitor of the day (their hash): many phones share one address behind a carrier's NAT.
    limited(
      'beacon-visitor',
      () => BEACONS_A_VISITOR,
      (_req, { visit }) => visit.visitor.toString('base64'),
    ),
  ]
  const readBody = express.text({ type: () => true, limit: BEACON_MAX_BYTES, inflate: false })
  const parsed: RequestHandler = (req, res, next) => {
    res.locals.beacon = parseBeacon(req.body)
    if (res.locals.beacon) return next()
    res.status(400).end()
  }

  router.get(BEACON_PATH, sameOrigin, visit(pageOf), ...limits, (req, res) => {
    // Express answers HEAD here too: a browser showing the image asks with GET, only that counts.
    if (req.method === 'GET') counter.pageView(countingOf(res).visit, String(req.query.p), sourceOfImage(req))
    answer(req, res)
  })
  router.post(
    BEACON_PATH,
    readBody,
    sameOrigin,
    parsed,
    visit((_req, res) => beaconOf(res).e),
    ...limits,
    (req, res) => {
      count(counter, countingOf(res).visit, beaconOf(res), req.headers.host)
      answer(req, res)
    },
  )
  const refused: ErrorRequestHandler = (error: { status?: number }, req, res, _next) =>
    afterBody(req, () => void res.status(error.status && error.status < 500 ? error.status : 400).end())
  router.use(BEACON_PATH, refused)
  return router
}

const beaconOf = (res: Response) => res.locals.beacon as Beacon

/** A page view, when the image is one of the site's pages'. */
function pageOf(req: Request): 'pageview' | undefined {
  return typeof req.query.p === 'string' && PAGE_PATHS.has(req.query.p) ? 'pageview' : undefined
}

const BeaconJson = v.pipe(v.string(), v.parseJson(), BeaconSchema)

/** A beacon of one of the site's pages, a form's steps from its page naming its fields only; else undefined. */
function parseBeacon(body: unknown): Beacon | undefined {
  const result = v.safeParse(BeaconJson, body)
  if (!result.success) return undefined
  const beacon = result.output
  const fields = FORM_FIELDS.get(beacon.p)
  if (beacon.e.startsWith('form-') && !fields) return undefined
  if (beacon.e === 'form-refused' && !beacon.f.every((field) => fields!.has(field))) return undefined
  return beacon
}

function count(counter: Counter, visit: Visit, beacon: Beacon, host: string | undefined) {
  const { p: page } = beacon
  if (!PAGE_PATHS.has(page)) return
  switch (beacon.e) {
    case 'pageview':
      return counter.pageView(visit, page, {
        site: referrerSite(beacon.r, host),
        campaign: { source: campaignValue(beacon.s), medium: campaignValue(beacon.m), name: campaignValue(beacon.c) },
      })
    case 'referral': {
      const site = referrerSite(beacon.r, host)
      return site ? counter.referral(visit, site) : undefined
    }
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

/** A page's campaign from its own URL, which the image's Referer is; none when a browser sends no Referer. */
function sourceOfImage(req: Request) {
  const query = URL.parse(req.headers.referer ?? '')?.searchParams
  const utm = (name: string) => campaignValue(query?.get(`utm_${name}`) ?? undefined)
  return { campaign: { source: utm('source'), medium: utm('medium'), name: utm('campaign') } }
}
