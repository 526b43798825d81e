import { describe, expect, it } from 'vitest'
import { FORM_TYPE, sendRaw, statusOf, useApp } from './harness'

/** One URL per page: other spellings redirect to it or are not found, never a second copy. */
const app = useApp()

/** Raw request lines: an HTTP client would normalise doubled slashes before sending. */
const rawGet = async (path: string) => {
  const raw = await sendRaw(app.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
  return {
    status: statusOf(raw),
    location: /\r\nLocation: ([^\r]*)/i.exec(raw)?.[1],
    cacheControl: /\r\nCache-Control: ([^\r]*)/i.exec(raw)?.[1],
  }
}

describe('another spelling of a page path', () => {
  it.each([
    ['/PESANAN', '/pesanan'],
    ['/Pesanan', '/pesanan'],
    ['/pesanan/', '/pesanan'],
    ['//pesanan', '/pesanan'],
    ['/pesanan//', '/pesanan'],
    ['/TESTIMONI/', '/testimoni'],
    ['//', '/'],
    ['///', '/'],
    ['/Testimoni?ref=wa', '/testimoni?ref=wa'],
  ])('%s redirects permanently to %s', async (path, target) => {
    const { status, location, cacheControl } = await rawGet(path)
    expect(status).toBe(301)
    expect(location).toBe(target)
    expect(cacheControl).toMatch(/^public, max-age=\d+$/)
  })

  it('never renders a page under another spelling, whatever the method', async () => {
    for (const path of ['/PESANAN', '/pesanan/']) {
      const res = await app.request().post(path).type(FORM_TYPE).send('namaLengkap=x')
      expect(res.status).toBe(404)
    }
  })
})

describe('paths that are no page', () => {
  it.each(['/index.html', '/pesanan/123', '/tidak-ada', '/pesanan.html', '/landing'])(
    '%s is not found',
    async (path) => {
      expect((await app.request().get(path)).status).toBe(404)
    },
  )
})

describe('/healthz', () => {
  it('reports ok, never from a cache', async () => {
    const res = await app.request().get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
