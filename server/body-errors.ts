import type { ErrorRequestHandler, RequestHandler } from 'express'
import { createElement } from 'react'
import type { PageAssets } from '../shared/page-assets'
import type { SiteConfig } from '../shared/site-config'
import { RequestErrorPage, type RequestErrorKind } from '../client/pages/request-error-page'
import { renderPage } from './render-page'

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

const KIND_BY_STATUS: Record<number, RequestErrorKind> = { 400: 'malformed', 413: 'tooLarge', 415: 'unsupported' }

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = 'status' in error ? Number(error.status) : Number.NaN
  return Number.isInteger(status) ? status : undefined
}

function renderRequestError(res: Parameters<RequestHandler>[1], status: number, site: SiteConfig, assets: PageAssets, formPath: string) {
  res.set('Cache-Control', 'no-store')
  const kind = KIND_BY_STATUS[status] ?? 'malformed'
  return renderPage(res, createElement(RequestErrorPage, { site, assets, kind, status, formPath }), status)
}

/**
 * A body the form could not have sent (JSON, multipart…) gets 415 rather than being read as an
 * empty form, which would answer with "required" messages for fields the visitor did fill in.
 * A post without a content type (no body at all) is read as an empty form.
 */
export function requireFormBody(site: () => SiteConfig, assets: PageAssets): RequestHandler {
  return (req, res, next) => {
    if (req.headers['content-type'] !== undefined && !req.is(FORM_CONTENT_TYPE)) {
      return renderRequestError(res, 415, site(), assets, req.path)
    }
    next()
  }
}

/**
 * Maps the body parser's client errors (too large, too many fields, unreadable, bad charset or
 * encoding) to an Indonesian page with their own status. The error may carry the raw body, so
 * nothing of it is logged or shown.
 */
export function bodyErrors(site: () => SiteConfig, assets: PageAssets): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = statusOf(error)
    if (status === undefined || status < 400 || status >= 500 || res.headersSent) return next(error)
    const known = status in KIND_BY_STATUS ? status : 400
    return renderRequestError(res, known, site(), assets, req.path)
  }
}
