import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { renderPage } from '../../server/render-page'
import { dom, startApp, type TestApp } from './harness'

function Boom(): never {
  throw new Error('kaboom-4d1e render failure')
}

let app: TestApp
beforeAll(async () => {
  app = await startApp({
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
})
afterAll(() => app.close())

describe('the 404 page', () => {
  it('is the Indonesian page with a way home, kept out of search results', async () => {
    const res = await app.request().get('/tidak-ada')
    expect(res.status).toBe(404)
    const page = dom(res.text)
    expect(page.querySelector('h1')?.text).toBe(STATUS_TEXT[404].title)
    expect(page.querySelector('a[href="/"]')).not.toBeNull()
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })

  it.each(['/tidak-ada', '/assets/landing-ZZZZZZZZ.js'])(
    '%s is never kept: during an update the next container may have it',
    async (path) => {
      const res = await app.request().get(path)
      expect([res.status, res.headers['cache-control']]).toEqual([404, 'no-store'])
    },
  )
})

describe('a real server error', () => {
  it.each(['/uji/render-rusak', '/uji/async-rusak', '/uji/rusak-setelah-header'])(
    '%s gives the 500 page, no-store, without a stack trace or any validator',
    async (path) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        const res = await app.request().get(path)
        expect(res.status).toBe(500)
        expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[500].title)
        expect(res.text).not.toMatch(/kaboom|\bat \w+ \(|\.tsx?:\d+|node_modules/)
        expect(res.headers['cache-control']).toBe('no-store')
        for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges'])
          expect(res.headers[name], name).toBeUndefined()
        expect((await app.request().get('/')).status).toBe(200)
      } finally {
        errors.mockRestore()
      }
    },
  )

  it('logs the error message only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await app.request().get('/uji/async-rusak')
      expect(errors.mock.calls.map((call) => call.join(' '))).toEqual(['request failed: kaboom-4d1e async failure'])
    } finally {
      errors.mockRestore()
    }
  })
})
