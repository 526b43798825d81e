import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { renderPage } from '../../server/render-page'
import { dom, muteConsole, useApp } from './harness'

function Boom(): never {
  throw new Error('kaboom-4d1e render failure')
}

let clockFails = false
const app = useApp({
  now: () => {
    if (clockFails) throw new Error('kaboom-4d1e clock failure')
    return new Date()
  },
  extraRoutes: (routes) => {
    routes.get('/uji/render-rusak', (_req, res) => renderPage(res, createElement(Boom), 200))
    routes.get('/uji/async-rusak', async () => {
      throw new Error('kaboom-4d1e async failure')
    })
    // A failure after a file's validators were already set, as a static file server would.
    routes.get('/uji/rusak-setelah-header', (_req, res) => {
      res.set({
        ETag: '"file"',
        'Last-Modified': new Date(0).toUTCString(),
        'Content-Range': 'bytes 0-1/2',
        'Accept-Ranges': 'bytes',
      })
      throw new Error('kaboom-4d1e after headers')
    })
  },
})

it.each([
  '/tidak-ada',
  '/index.html',
  '/pesanan/123',
  '/pesanan.html',
  '/landing',
  '/assets/landing-ZZZZZZZZ.js',
  '/assets/nothing.js',
  '/icons/',
  '/images/nothing.png',
  '/favicon.svg.br.br',
])('%s gets the 404 page with a way home, unindexed, never kept (the next container may have it)', async (path) => {
  const res = await app.request().get(path)
  expect([res.status, res.headers['cache-control']]).toEqual([404, 'no-store'])
  const page = dom(res.text)
  expect(page.querySelector('h1')?.text).toBe(STATUS_TEXT[404].title)
  expect(page.querySelector('a[href="/"]')).not.toBeNull()
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  expect(page.querySelector('link[rel="canonical"]')).toBeNull()
})

describe('a real server error', () => {
  it.each([
    ['a page that fails to render', '/uji/render-rusak'],
    ['a route that fails', '/uji/async-rusak'],
    ['a failure after a file’s validators were set', '/uji/rusak-setelah-header'],
    ['a failure before any route is chosen (the clock)', '/'],
  ])('%s gives the 500 page, no-store, without a stack trace or any validator', async (_case, path) => {
    muteConsole('error')
    clockFails = path === '/'
    const res = await app.request().get(path)
    clockFails = false
    expect(res.status).toBe(500)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[500].title)
    expect(res.text).not.toMatch(/kaboom|\bat \w+ \(|\.tsx?:\d+|node_modules/)
    expect(res.headers['cache-control']).toBe('no-store')
    for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges'])
      expect(res.headers[name], name).toBeUndefined()
    expect((await app.request().get('/')).status).toBe(200)
  })

  it('logs the error message only', async () => {
    const errors = muteConsole('error')
    await app.request().get('/uji/async-rusak')
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual(['request failed: kaboom-4d1e async failure'])
  })
})
